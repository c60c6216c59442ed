import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import type { SportGame } from '#engine/index.ts'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { kickoffText, lobbyQuery, pickedKeys, type SportMatch } from '../../shared/bets/lobby.ts'
import { useFavouritesFirst } from '../../shared/favourites/order.ts'
import { type BetsState, bets } from '../../state/sports.ts'
import { historyQuery } from './api.ts'
import { MatchCard } from './MatchCard.tsx'
import styles from './Sports.module.css'

const names = (m: SportMatch) => ({ league: m.league_name, home: m.home_name, away: m.away_name })

/** The matches open for betting: those of the player's favourites first, then soonest first. */
export function MatchList({ game }: { game: SportGame }) {
  const lobby = useQuery(lobbyQuery(game))
  const slip = useSnapshot(bets) as BetsState
  const ordered = useFavouritesFirst(game, lobby.data?.list ?? [], names)
  if (lobby.isPending) return <Skeleton rows={4} height={160} />
  if (lobby.isError) return <ErrorLine error={lobby.error} onRetry={() => lobby.refetch()} />
  if (lobby.data.list.length === 0)
    return (
      <EmptyState
        icon="sports"
        title={<Trans id="sports.noMatches">No matches are open for betting right now</Trans>}
      />
    )
  return (
    <div className={styles.matches}>
      {ordered.map((m) => (
        <MatchCard key={m.match_id} game={game} match={m} picks={pickedKeys(slip, game, m.match_id)} />
      ))}
    </div>
  )
}

function ResultRow({ match }: { match: SportMatch }) {
  const { i18n } = useLingui()
  const status =
    match.status === 'finished' && match.score ? (
      <span className={`${styles.score} tabular`}>
        {match.score.full[0]} : {match.score.full[1]}
        <span className={styles.half}>
          {' '}
          (<Trans id="sports.halfTime">HT</Trans> {match.score.half[0]}:{match.score.half[1]})
        </span>
      </span>
    ) : match.status === 'void' ? (
      <span className={styles.void}>
        <Trans id="sports.void">Void</Trans>
      </span>
    ) : (
      <span className={styles.void}>
        <Trans id="sports.postponed">Postponed</Trans>
      </span>
    )
  return (
    <li className={styles.result}>
      <span className={styles.resultMeta}>
        {match.league_name} · {kickoffText(match.match_start_time, i18n.locale)}
      </span>
      <span className={styles.resultTeams}>
        <span>{match.home_name}</span>
        {status}
        <span>{match.away_name}</span>
      </span>
    </li>
  )
}

/** Played, postponed and void matches, newest first. */
export function ResultList({ game }: { game: SportGame }) {
  const history = useQuery(historyQuery(game))
  if (history.isPending) return <Skeleton rows={5} />
  if (history.isError) return <ErrorLine error={history.error} onRetry={() => history.refetch()} />
  if (history.data.list.length === 0)
    return <EmptyState icon="sports" title={<Trans id="sports.noResults">No results yet</Trans>} />
  return (
    <ul className={styles.results}>
      {history.data.list.map((m) => (
        <ResultRow key={m.match_id} match={m} />
      ))}
    </ul>
  )
}
