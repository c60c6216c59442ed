import { Trans, useLingui } from '@lingui/react/macro'
import { memo, useState } from 'react'
import type { Kind, SportGame } from '#engine/index.ts'
import { OddsButton } from '../../components/OddsButton/index.tsx'
import { kickoffText, type Market, matchInfo, type SportMatch } from '../../shared/bets/lobby.ts'
import { kindLabel, pickLabel } from '../../shared/bets/pickLabels.ts'
import { FavouriteStar } from '../../shared/favourites/FavouriteStar.tsx'
import { toggleSlipSelection } from '../../state/sports.ts'
import styles from './Sports.module.css'

/** Markets every card shows; the rest open with "All markets". */
const MAIN: Record<SportGame, Kind[]> = {
  soccer: ['wl', 'handicap'],
  basketball: ['wl', 'handicap', 'bs'],
  bd: ['wl'],
}

function groups(markets: readonly Market[]) {
  const byKind = new Map<Kind, Market[]>()
  for (const m of markets) byKind.set(m.kind, [...(byKind.get(m.kind) ?? []), m])
  return [...byKind.entries()]
}

export const MatchCard = memo(function MatchCard({
  game,
  match,
  picks,
}: {
  game: SportGame
  match: SportMatch
  picks: string
}) {
  const { i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const chosen = new Set(picks.split('|'))
  const picked = (m: Market) => chosen.has(`${m.kind}:${m.name}`)
  const all = groups(match.markets)
  const shown = open ? all : all.filter(([kind]) => MAIN[game].includes(kind))
  const extra = all.length - all.filter(([kind]) => MAIN[game].includes(kind)).length
  const detailsId = `markets-${match.match_id}`
  const id = `match-${match.match_id}`
  // Named by the teams alone: the stars' labels inside the heading are not part of its name.
  const title = `${id}-home ${id}-vs ${id}-away`
  return (
    <article className={styles.card} aria-labelledby={title}>
      <header className={styles.cardHead}>
        <span className={styles.league}>
          <FavouriteStar kind="league" sport={game} name={match.league_name} />
          {match.league_name}
        </span>
        <span className="tabular">
          {match.code} ·{' '}
          <time dateTime={match.match_start_time}>{kickoffText(match.match_start_time, i18n.locale)}</time>
        </span>
        {match.suspended ? (
          <span className={styles.suspended}>
            <Trans id="sports.suspended">Betting suspended</Trans>
          </span>
        ) : null}
      </header>
      <h3 className={styles.teams} aria-labelledby={title}>
        <span className={styles.team}>
          <FavouriteStar kind="team" sport={game} name={match.home_name} />
          <span id={`${id}-home`}>{match.home_name}</span>
        </span>
        <span className={styles.vs} id={`${id}-vs`}>
          <Trans id="sports.vs">vs</Trans>
        </span>
        <span className={styles.team}>
          <span id={`${id}-away`}>{match.away_name}</span>
          <FavouriteStar kind="team" sport={game} name={match.away_name} />
        </span>
      </h3>
      <div id={detailsId}>
        {shown.map(([kind, markets]) => (
          <section key={kind} className={styles.market} aria-label={kindLabel(i18n, game, kind)}>
            <h4 className={styles.marketTitle}>{kindLabel(i18n, game, kind)}</h4>
            <div className={styles.prices} data-kind={kind}>
              {markets.map((m) => (
                <OddsButton
                  key={m.name}
                  label={pickLabel(i18n, m.kind, m.name, m)}
                  odds={m.odds}
                  locked={match.suspended}
                  selected={picked(m)}
                  onClick={() =>
                    toggleSlipSelection(game, matchInfo(match), m.kind, {
                      key: m.name,
                      odds: m.odds,
                      ...(m.line === undefined ? {} : { line: m.line }),
                    })
                  }
                />
              ))}
            </div>
          </section>
        ))}
      </div>
      {extra > 0 ? (
        <button
          type="button"
          className={styles.more}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
        >
          {open ? (
            <Trans id="sports.fewerMarkets">Fewer markets</Trans>
          ) : (
            <Trans id="sports.allMarkets">All markets ({extra} more)</Trans>
          )}
        </button>
      ) : null}
    </article>
  )
})
