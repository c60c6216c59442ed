import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { PageFrame } from '../../components/PageFrame/index.tsx'
import { type Availability, useAvailability } from '../../shared/games/availability.ts'
import { type GameEntry, GAME_PROVIDERS as PROVIDERS } from '../../shared/games/catalog.ts'
import { GAME_TITLES } from '../../shared/games/titles.ts'
import { type CardGame, GameCard } from './GameCard.tsx'
import styles from './GamePages.module.css'
import { type RecentGame, recentGames } from './recent.ts'

interface LobbySection {
  provider: GameEntry
  games: CardGame[]
}

/**
 * What the lobby shows: each provider not hidden (spec §4) with the titles whose name matches the
 * search, providers left with none omitted; recently played in the order this device played them.
 */
function lobbySections(
  availability: Availability | undefined,
  nameOf: (type: string, id: string) => string,
  search: string,
  recent: RecentGame[],
) {
  const words = search.trim().toLocaleLowerCase()
  const matches = (g: CardGame) => !words || g.name.toLocaleLowerCase().includes(words)
  const sections: LobbySection[] = PROVIDERS.filter(
    (p) => !availability || availability.visible.includes(p.id),
  )
    .map((provider) => ({
      provider,
      games: (GAME_TITLES[provider.key] ?? [])
        .map((title) => ({
          type: provider.key,
          id: title.id,
          kind: title.kind,
          name: nameOf(provider.key, title.id),
          disabled: availability?.disabled.includes(provider.id) ?? false,
        }))
        .filter(matches),
    }))
    .filter((s) => s.games.length > 0)
  const shown = sections.flatMap((s) => s.games)
  const played = recent
    .map((r) => shown.find((g) => g.type === r.type && g.id === r.id))
    .filter((g): g is CardGame => g !== undefined)
  return { sections, recent: played }
}

/** The game lobby (spec §2 /game): every provider's titles with their art, a search, recently played. */
export function GameLobbyPage() {
  const { t, i18n } = useLingui()
  const { data } = useAvailability()
  const [search, setSearch] = useState('')
  const recent = useMemo(recentGames, [])
  const nameOf = (type: string, id: string) => {
    const title = GAME_TITLES[type]?.find((x) => x.id === id)
    return title ? i18n._(title.name) : id
  }
  const { sections, recent: played } = lobbySections(data, nameOf, search, recent)
  const labelOf = (type: string) => {
    const p = PROVIDERS.find((x) => x.key === type)
    return p ? i18n._(p.label) : type
  }
  return (
    <PageFrame title={t({ id: 'nav.games', message: 'Games' })}>
      <div className={styles.search}>
        <label htmlFor="game-search">{t({ id: 'games.search', message: 'Search games' })}</label>
        <input
          id="game-search"
          type="search"
          value={search}
          autoComplete="off"
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {played.length > 0 ? (
        <section className={styles.section} aria-labelledby="games-recent">
          <h2 id="games-recent" className={styles.sectionTitle}>
            <Trans id="games.recent">Recently played</Trans>
          </h2>
          <ul className={styles.grid}>
            {played.map((g) => (
              <li key={`${g.type}/${g.id}`}>
                <GameCard game={g} provider={labelOf(g.type)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {sections.length === 0 ? (
        <EmptyState
          icon="games"
          title={
            search.trim() ? (
              <Trans id="games.noMatch">No game matches your search</Trans>
            ) : (
              <Trans id="games.none">No games available</Trans>
            )
          }
        />
      ) : (
        sections.map(({ provider, games }) => (
          <section key={provider.key} className={styles.section} aria-labelledby={`games-${provider.key}`}>
            <div className={styles.sectionHead}>
              <h2 id={`games-${provider.key}`} className={styles.sectionTitle}>
                {i18n._(provider.label)}
              </h2>
              <Link to="/game/$type" params={{ type: provider.key }} className={styles.more}>
                <Trans id="games.allOf">All games</Trans>
              </Link>
            </div>
            <ul className={styles.grid}>
              {games.map((g) => (
                <li key={g.id}>
                  <GameCard game={g} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </PageFrame>
  )
}
