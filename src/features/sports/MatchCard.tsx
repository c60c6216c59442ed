import { Trans, useLingui } from '@lingui/react/macro'
import { memo, useState } from 'react'
import type { Kind, MatchInfo, SportGame } from '../../../workers/engine/index.ts'
import { OddsButton } from '../../components/OddsButton/index.tsx'
import { kindLabel, pickLabel } from '../../shared/bets/pickLabels.ts'
import { type BetsState, toggleSlipSelection } from '../../state/sports.ts'
import type { Market, SportMatch } from './api.ts'
import styles from './Sports.module.css'

/** Markets every card shows; the rest open with "All markets". */
const MAIN: Record<SportGame, Kind[]> = {
  soccer: ['wl', 'handicap'],
  basketball: ['wl', 'handicap', 'bs'],
  bd: ['wl'],
}

export function matchInfo(m: SportMatch): MatchInfo {
  const handicapped = m.markets.find(
    (x) => x.kind === 'handicap' || (x.kind === 'wl' && x.handicap !== undefined),
  )
  return {
    match_id: m.match_id,
    league_name: m.league_name,
    home_name: m.home_name,
    away_name: m.away_name,
    match_start_time: m.match_start_time,
    ...(handicapped?.handicap === undefined ? {} : { handicap_val: handicapped.handicap }),
  }
}

function groups(markets: readonly Market[]) {
  const byKind = new Map<Kind, Market[]>()
  for (const m of markets) byKind.set(m.kind, [...(byKind.get(m.kind) ?? []), m])
  return [...byKind.entries()]
}

// Building a DateTimeFormat costs milliseconds; a slip of 15 matches would pay it 15 times a render.
const kickoffFormats = new Map<string, Intl.DateTimeFormat>()

export function kickoffText(iso: string, locale: string) {
  let format = kickoffFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    })
    kickoffFormats.set(locale, format)
  }
  return format.format(new Date(iso))
}

/** One fixture with its prices; clicking a price adds the pick to the slip or takes it away. */
/** The card's picks on the slip as "kind:name" keys: a string, so an unchanged card skips rendering. */
export function pickedKeys(slip: BetsState, game: SportGame, matchId: string) {
  if (slip.selectedGame !== game) return ''
  const entry = slip.betSlipList.find((s) => s.match_id === matchId)
  return (entry?.betSlipLabelArray ?? [])
    .flatMap((l) => l.labelValueArray.map((v) => `${l.key}:${v.key}`))
    .join('|')
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
  return (
    <article className={styles.card} aria-labelledby={`match-${match.match_id}`}>
      <header className={styles.cardHead}>
        <span className={styles.league}>{match.league_name}</span>
        <span className="tabular">
          {match.code} ·{' '}
          <time dateTime={match.match_start_time}>{kickoffText(match.match_start_time, i18n.locale)}</time>
        </span>
      </header>
      <h3 className={styles.teams} id={`match-${match.match_id}`}>
        <span>{match.home_name}</span>
        <span className={styles.vs}>
          <Trans id="sports.vs">vs</Trans>
        </span>
        <span>{match.away_name}</span>
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
