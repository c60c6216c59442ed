import type { I18n } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueries } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import type { SportGame } from '#engine/index.ts'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { OddsButton } from '../../components/OddsButton/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { kickoffText, lobbyQuery, matchInfo, pickedKeys, type SportMatch } from '../../shared/bets/lobby.ts'
import { pickLabel } from '../../shared/bets/pickLabels.ts'
import { bets, toggleSlipSelection } from '../../state/sports.ts'
import styles from './HomePage.module.css'
import { HOME_SPORTS } from './homeSports.ts'

const SHOWN = 6

export interface ListedMatch {
  game: SportGame
  match: SportMatch
}

/** Every open match of the home page's lobbies, soonest first, and whether they are still loading. */
export function useHomeMatches() {
  const lobbies = useQueries({ queries: HOME_SPORTS.map((g) => lobbyQuery(g)) })
  // The lobbies list what is open for betting, by the server's clock, as the sports pages show it.
  const matches: ListedMatch[] = lobbies
    .flatMap((q, i) => (q.data?.list ?? []).map((match) => ({ game: HOME_SPORTS[i] as SportGame, match })))
    .filter(({ match }) => match.status === 'scheduled')
    .sort((a, b) => a.match.match_start_time.localeCompare(b.match.match_start_time))
  return { matches, loading: lobbies.some((q) => q.isPending) }
}

/** A price of a match row: what it picks, at what odds, and whether the slip has it. */
export interface RowPrice {
  key: string
  label: string
  odds: number
  selected: boolean
  onClick: () => void
}

/** A match with its prices, linked to its lobby: starting soon here, favourites' too. */
export function MatchRow(m: {
  game: SportGame | 'cricket'
  league: string
  start: string
  home: string
  away: string
  prices: RowPrice[]
}) {
  const { i18n } = useLingui()
  return (
    <li className={styles.match}>
      <div className={styles.matchHead}>
        <span>{m.league}</span>
        <time dateTime={m.start}>{kickoffText(m.start, i18n.locale)}</time>
      </div>
      <Link to="/sport/$game" params={{ game: m.game }} className={styles.teams}>
        {m.home} <Trans id="sports.vs">vs</Trans> {m.away}
      </Link>
      <div className={styles.prices}>
        {m.prices.map(({ key, ...price }) => (
          <OddsButton key={key} {...price} />
        ))}
      </div>
    </li>
  )
}

/** A match with its main market's prices, which add the pick to the slip as in the lobby. */
export function soonPrices(i18n: I18n, { game, match }: ListedMatch, picks: string): RowPrice[] {
  const chosen = new Set(picks.split('|'))
  return match.markets
    .filter((m) => m.kind === 'wl')
    .map((m) => ({
      key: m.name,
      label: pickLabel(i18n, m.kind, m.name, m),
      odds: m.odds,
      selected: chosen.has(`${m.kind}:${m.name}`),
      onClick: () => toggleSlipSelection(game, matchInfo(match), m.kind, { key: m.name, odds: m.odds }),
    }))
}

export function StartingSoon({ matches, loading }: { matches: ListedMatch[]; loading: boolean }) {
  const { t, i18n } = useLingui()
  const slip = useSnapshot(bets)
  const title = t({ id: 'home.startingSoon', message: 'Starting soon' })
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {loading && matches.length === 0 ? <Skeleton rows={3} height={96} /> : null}
      {!loading && matches.length === 0 ? (
        <EmptyState
          icon="sports"
          title={t({ id: 'sports.noMatches', message: 'No matches are open for betting right now' })}
        />
      ) : null}
      <ul className={styles.matches}>
        {matches.slice(0, SHOWN).map(({ game, match }) => (
          <MatchRow
            key={`${game}:${match.match_id}`}
            game={game}
            league={match.league_name}
            start={match.match_start_time}
            home={match.home_name}
            away={match.away_name}
            prices={soonPrices(i18n, { game, match }, pickedKeys(slip as typeof bets, game, match.match_id))}
          />
        ))}
      </ul>
    </section>
  )
}
