import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { EmptyState } from '../../../components/EmptyState/index.tsx'
import { ErrorLine } from '../../../components/ErrorLine/index.tsx'
import { OddsButton } from '../../../components/OddsButton/index.tsx'
import { Skeleton } from '../../../components/Skeleton/index.tsx'
import { categoryLabel, cricketPickLabel } from '../../../shared/bets/cricketLabels.ts'
import { kickoffText } from '../../../shared/bets/lobby.ts'
import { FavouriteStar } from '../../../shared/favourites/FavouriteStar.tsx'
import { useFavouritesFirst } from '../../../shared/favourites/order.ts'
import { cricket, toggleCricketPick } from '../../../state/cricket.ts'
import styles from '../Sports.module.css'
import { type CricketMatchView, cricketListQuery } from './api.ts'

function CricketCard({ match }: { match: CricketMatchView }) {
  const { i18n } = useLingui()
  const snap = useSnapshot(cricket)
  const entry = snap.slip.find((m) => m.matchId === match.matchId)
  const categories = [...new Set(match.markets.map((m) => m.category))]
  const info = {
    matchId: match.matchId,
    home: match.home,
    away: match.away,
    league: match.league,
    startTime: match.startTime,
  }
  const id = `cricket-${match.matchId}`
  // Named by the teams alone: the stars' labels inside the heading are not part of its name.
  const title = `${id}-home ${id}-vs ${id}-away`
  return (
    <article className={styles.card} aria-labelledby={title}>
      <header className={styles.cardHead}>
        <span className={styles.league}>
          <FavouriteStar kind="league" sport="cricket" name={match.league} />
          {match.league}
        </span>
        <span className="tabular">
          {match.code} · <time dateTime={match.startTime}>{kickoffText(match.startTime, i18n.locale)}</time>
        </span>
        {match.suspended ? (
          <span className={styles.suspended}>
            <Trans id="sports.suspended">Betting suspended</Trans>
          </span>
        ) : null}
      </header>
      <h3 className={styles.teams} aria-labelledby={title}>
        <span className={styles.team}>
          <FavouriteStar kind="team" sport="cricket" name={match.home} />
          <span id={`${id}-home`}>{match.home}</span>
        </span>
        <span className={styles.vs} id={`${id}-vs`}>
          <Trans id="sports.vs">vs</Trans>
        </span>
        <span className={styles.team}>
          <span id={`${id}-away`}>{match.away}</span>
          <FavouriteStar kind="team" sport="cricket" name={match.away} />
        </span>
      </h3>
      {categories.map((c) => (
        <section key={c} className={styles.market} aria-label={categoryLabel(i18n, c)}>
          <h4 className={styles.marketTitle}>{categoryLabel(i18n, c)}</h4>
          <div className={styles.prices}>
            {match.markets
              .filter((m) => m.category === c)
              .map((m) => (
                <OddsButton
                  key={m.betId}
                  label={cricketPickLabel(i18n, m.betId, match, m.line)}
                  odds={m.odd}
                  locked={match.suspended}
                  selected={Boolean(entry?.bets[m.betId])}
                  onClick={() =>
                    toggleCricketPick(info, m.betId, {
                      categoryLabel: m.categoryLabel,
                      slipLabel: m.slipLabel,
                      odd: m.odd,
                    })
                  }
                />
              ))}
          </div>
        </section>
      ))}
    </article>
  )
}

const names = (m: CricketMatchView) => ({ league: m.league, home: m.home, away: m.away })

/** Cricket matches open for betting, the player's favourites first: each bet a single on its own amount. */
export function CricketLobby() {
  const list = useQuery(cricketListQuery('open'))
  const ordered = useFavouritesFirst('cricket', list.data?.list ?? [], names)
  if (list.isPending) return <Skeleton rows={4} height={160} />
  if (list.isError) return <ErrorLine error={list.error} onRetry={() => list.refetch()} />
  if (list.data.list.length === 0)
    return (
      <EmptyState
        icon="cricket"
        title={<Trans id="sports.noMatches">No matches are open for betting right now</Trans>}
      />
    )
  return (
    <div className={styles.matches}>
      {ordered.map((m) => (
        <CricketCard key={m.matchId} match={m} />
      ))}
    </div>
  )
}

/** Played cricket matches with both innings and the result. */
export function CricketResults() {
  const { t, i18n } = useLingui()
  const list = useQuery(cricketListQuery('finished'))
  if (list.isPending) return <Skeleton rows={5} />
  if (list.isError) return <ErrorLine error={list.error} onRetry={() => list.refetch()} />
  if (list.data.list.length === 0)
    return <EmptyState icon="cricket" title={<Trans id="sports.noResults">No results yet</Trans>} />
  return (
    <ul className={styles.results}>
      {list.data.list.map((m) => {
        const r = m.result
        const winner = r?.winner ? m[r.winner] : null
        return (
          <li key={m.matchId} className={styles.result}>
            <span className={styles.resultMeta}>
              {m.league} · {kickoffText(m.startTime, i18n.locale)}
            </span>
            <span className={styles.resultTeams}>
              <span>
                {m.home}
                {r ? <strong className="tabular"> {r.home.score}</strong> : null}
              </span>
              <span className={styles.vs}>
                <Trans id="sports.vs">vs</Trans>
              </span>
              <span>
                {r ? <strong className="tabular">{r.away.score} </strong> : null}
                {m.away}
              </span>
            </span>
            <span className={styles.resultMeta}>
              {m.status === 'finished' && winner
                ? t({ id: 'cricket.won', message: `${winner} won` })
                : m.status === 'void'
                  ? t({ id: 'sports.void', message: 'Void' })
                  : m.status === 'postponed'
                    ? t({ id: 'sports.postponed', message: 'Postponed' })
                    : t({ id: 'cricket.tied', message: 'Tied' })}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
