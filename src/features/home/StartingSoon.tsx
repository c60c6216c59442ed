import { Trans, useLingui } from '@lingui/react/macro'
import { useQueries } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import type { SportGame } from '../../../workers/engine/index.ts'
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

/** A match with its main market's prices, which add the pick to the slip as in the lobby. */
function SoonMatch({ game, match, picks }: ListedMatch & { picks: string }) {
  const { i18n } = useLingui()
  const chosen = new Set(picks.split('|'))
  const main = match.markets.filter((m) => m.kind === 'wl')
  return (
    <li className={styles.match}>
      <div className={styles.matchHead}>
        <span>{match.league_name}</span>
        <time dateTime={match.match_start_time}>{kickoffText(match.match_start_time, i18n.locale)}</time>
      </div>
      <Link to="/sport/$game" params={{ game }} className={styles.teams}>
        {match.home_name} <Trans id="sports.vs">vs</Trans> {match.away_name}
      </Link>
      <div className={styles.prices}>
        {main.map((m) => (
          <OddsButton
            key={m.name}
            label={pickLabel(i18n, m.kind, m.name, m)}
            odds={m.odds}
            selected={chosen.has(`${m.kind}:${m.name}`)}
            onClick={() => toggleSlipSelection(game, matchInfo(match), m.kind, { key: m.name, odds: m.odds })}
          />
        ))}
      </div>
    </li>
  )
}

export function StartingSoon({ matches, loading }: { matches: ListedMatch[]; loading: boolean }) {
  const { t } = useLingui()
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
          <SoonMatch
            key={`${game}:${match.match_id}`}
            game={game}
            match={match}
            picks={pickedKeys(slip as typeof bets, game, match.match_id)}
          />
        ))}
      </ul>
    </section>
  )
}
