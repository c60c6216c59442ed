import type { I18n } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { type UseQueryResult, useQueries } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { PageFrame } from '../../components/PageFrame/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { AdSlot } from '../../shared/ads/AdSlot.tsx'
import { type Availability, useAvailability } from '../../shared/games/availability.ts'
import { type GameEntry, GAME_PROVIDERS as PROVIDERS } from '../../shared/games/catalog.ts'
import { gameListQuery, type ListedGame } from './api.ts'
import { type CardGame, GameCard } from './GameCard.tsx'
import styles from './GamePages.module.css'
import { listedCard } from './listedCard.ts'
import { type RecentGame, recentGames } from './recent.ts'

interface LobbySection {
  provider: GameEntry
  games: CardGame[]
  /** The provider's list call, for its loading and per-list error line (spec §8). */
  list: UseQueryResult<ListedGame[]>
}

/**
 * What the lobby shows: each provider not hidden (spec §4) with the titles of its own list whose
 * name matches the search, providers left with none omitted (a list still loading or failed keeps
 * its section, to say so); recently played in the order this device played them.
 */
function lobbySections(
  i18n: I18n,
  availability: Availability | undefined,
  lists: UseQueryResult<ListedGame[]>[],
  search: string,
  recent: RecentGame[],
) {
  const words = search.trim().toLocaleLowerCase()
  const matches = (g: CardGame) => !words || g.name.toLocaleLowerCase().includes(words)
  const sections: LobbySection[] = PROVIDERS.map((provider, i) => {
    const list = lists[i] as UseQueryResult<ListedGame[]>
    const disabled = availability?.disabled.includes(provider.id) ?? false
    const games = (list.data ?? []).map((g) => listedCard(i18n, provider.key, g, disabled)).filter(matches)
    return { provider, games, list }
  }).filter(
    ({ provider, games, list }) =>
      (!availability || availability.visible.includes(provider.id)) &&
      (games.length > 0 || (!words && !list.isSuccess)),
  )
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
  const lists = useQueries({ queries: PROVIDERS.map((p) => gameListQuery(p.key)) })
  const { sections, recent: played } = lobbySections(i18n, data, lists, search, recent)
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
        sections.map(({ provider, games, list }) => (
          <section key={provider.key} className={styles.section} aria-labelledby={`games-${provider.key}`}>
            <div className={styles.sectionHead}>
              <h2 id={`games-${provider.key}`} className={styles.sectionTitle}>
                {i18n._(provider.label)}
              </h2>
              <Link to="/game/$type" params={{ type: provider.key }} className={styles.more}>
                <Trans id="games.allOf">All games</Trans>
              </Link>
            </div>
            {list.isPending ? (
              <Skeleton rows={1} height={160} />
            ) : list.isError ? (
              <ErrorLine error={list.error} message="gameDataNotLoading" onRetry={() => list.refetch()} />
            ) : (
              <ul className={styles.grid}>
                {games.map((g) => (
                  <li key={g.id}>
                    <GameCard game={g} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))
      )}
      <AdSlot placement="games" />
    </PageFrame>
  )
}
