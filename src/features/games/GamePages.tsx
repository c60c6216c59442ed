import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { PageFrame } from '../../components/PageFrame/index.tsx'
import { useAvailability } from '../../shared/games/availability.ts'
import { CATEGORY_GROUPS } from '../../shared/games/catalog.ts'
import styles from './GamePages.module.css'

const providerGames = CATEGORY_GROUPS.find((g) => g.category === 'games')?.games ?? []

/** The short names the first addresses used (/game/pg), kept so old links and bookmarks still open. */
export const LEGACY_SLUGS: Record<string, string> = { pg: 'pgGames', tada: 'tadaGames' }

/** The spec's game type key in the address (/game/pgGames) → the provider entry of the catalog. */
export const providerBySlug = (slug: string) =>
  providerGames.find((g) => g.key === slug || g.key === LEGACY_SLUGS[slug])

/** The game lobby: one card per provider that is not hidden. */
export function GameLobbyPage() {
  const { t, i18n } = useLingui()
  const { data } = useAvailability()
  const shown = providerGames.filter((g) => !data || data.visible.includes(g.id))
  return (
    <PageFrame title={t({ id: 'nav.games', message: 'Games' })}>
      {shown.length === 0 ? (
        <EmptyState icon="games" title={<Trans id="games.none">No games available</Trans>} />
      ) : (
        <ul className={styles.grid}>
          {shown.map((g) => (
            <li key={g.key}>
              <Link
                to={g.to}
                className={styles.card}
                aria-disabled={data?.disabled.includes(g.id) || undefined}
              >
                {i18n._(g.label)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  )
}

export function GameListPage({ type }: { type: string }) {
  const { i18n } = useLingui()
  const provider = providerBySlug(type)
  const { data } = useAvailability()
  const inactive = provider && data?.disabled.includes(provider.id)
  return (
    <PageFrame title={provider ? i18n._(provider.label) : type}>
      {inactive ? (
        <EmptyState
          icon="games"
          title={<Trans id="gameNotActive">This game is currently not active</Trans>}
        />
      ) : (
        <EmptyState icon="games" title={<Trans id="games.emptyList">No games in this list yet</Trans>} />
      )}
    </PageFrame>
  )
}

export function GamePlayPage({ type, id }: { type: string; id: string }) {
  const { i18n } = useLingui()
  const provider = providerBySlug(type)
  return (
    <PageFrame title={provider ? i18n._(provider.label) : type}>
      <EmptyState icon="games" title={<Trans id="gameDataNotLoading">Game data is not loading</Trans>}>
        <Trans id="games.unknownGame">Game {id} could not be started.</Trans>
      </EmptyState>
    </PageFrame>
  )
}

export function LiveGamesPage() {
  const { t } = useLingui()
  return (
    <PageFrame title={t({ id: 'nav.liveGames', message: 'Live games' })}>
      <EmptyState icon="live" title={<Trans id="games.noLive">No live tables are open right now</Trans>} />
    </PageFrame>
  )
}
