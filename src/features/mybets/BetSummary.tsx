import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { parlayName } from '../../shared/bets/pickLabels.ts'
import { type SportPage, titles } from '../../shared/bets/sportPages.ts'
import { toUnits } from '../../shared/money/amounts.ts'
import { amountText } from '../../shared/money/format.ts'
import { BET_STATUS, isLotteryGame, type LegOutcome, type LotteryTicket, type PlacedBet } from './api.ts'
import styles from './MyBets.module.css'

/** A game's name as the game picker of my bets shows it. */
export const gameName = (i18n: I18n, game: string) =>
  isLotteryGame(game) || !(game in titles) ? i18n._(`game.${game}`) : i18n._(titles[game as SportPage])

/** When a bet was placed, in the player's language and time zone, the zone named. */
export const placedAt = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso))

/** A postponed match a pending bet waits on: its sides and when it turns void unless played. */
interface Postponement {
  matchId: string
  teams: string
  voidAt: string
}

/**
 * The postponed matches of a pending bet (sports or cricket: the server names each match's state
 * and, postponed, its void time, the rule the bet settles by); none once the bet is decided.
 */
export function postponementsOf(bet: PlacedBet | LotteryTicket): Postponement[] {
  if (bet.status !== BET_STATUS.pending) return []
  return Object.entries(bet.match ?? {}).flatMap(([matchId, m]) =>
    m.status === 'postponed' && m.void_at
      ? [{ matchId, teams: `${m.home_team_name} – ${m.away_team_name}`, voidAt: m.void_at }]
      : [],
  )
}

/** Spec §4's three states of a bet, in words; a pending bet waiting on a postponed match says so. */
export function StatusBadge({ status, postponed = false }: { status: number; postponed?: boolean }) {
  const { t } = useLingui()
  const text =
    status === BET_STATUS.pending
      ? postponed
        ? t({ id: 'mybets.postponed', message: 'Postponed' })
        : t({ id: 'status.pending', message: 'Pending' })
      : status === BET_STATUS.cancelled
        ? t({ id: 'status.cancelled', message: 'Cancelled' })
        : t({ id: 'status.settled', message: 'Settled' })
  return (
    <span
      className={styles.badge}
      data-status={postponed && status === BET_STATUS.pending ? 'postponed' : status}
    >
      {text}
    </span>
  )
}

/** Each postponed match of a pending bet, with the time it turns void unless it is played by then. */
export function PostponedNote({ bet }: { bet: PlacedBet | LotteryTicket }) {
  const { t, i18n } = useLingui()
  const list = postponementsOf(bet)
  if (list.length === 0) return null
  return (
    <ul className={styles.postponed}>
      {list.map(({ matchId, teams, voidAt }) => {
        const time = placedAt(i18n.locale, voidAt)
        return (
          <li key={matchId}>
            {t({
              id: 'mybets.postponedUntil',
              message: `${teams} is postponed: void if not played by ${time}`,
            })}
          </li>
        )
      })}
    </ul>
  )
}

/** How a leg ended, in words: won, lost, void, or not decided yet (postponed, when its match is). */
export function OutcomeBadge({
  outcome,
  postponed = false,
}: {
  outcome: LegOutcome | null
  postponed?: boolean
}) {
  const { t } = useLingui()
  const state = outcome ?? (postponed ? 'postponed' : 'open')
  const text = {
    win: t({ id: 'mybets.leg.win', message: 'Won' }),
    lose: t({ id: 'mybets.leg.lose', message: 'Lost' }),
    void: t({ id: 'mybets.leg.void', message: 'Void' }),
    postponed: t({ id: 'mybets.postponed', message: 'Postponed' }),
    open: t({ id: 'mybets.leg.open', message: 'Not decided' }),
  }[state]
  return (
    <span className={styles.outcome} data-outcome={state}>
      {text}
    </span>
  )
}

/**
 * The head of a bet's detail: which bet, of which game, when, its state, what it cost, its
 * parlays and multiple, the most it can pay and, once settled or cancelled, what came back.
 */
export function BetSummary({
  bet,
  maxPayout,
  children,
}: {
  bet: PlacedBet | LotteryTicket
  /** Decimal text in the bet's currency; a lottery ticket's is worked out from its selections. */
  maxPayout: string
  children?: ReactNode
}) {
  const { t, i18n } = useLingui()
  const money = (v: string) => amountText(v, bet.currency)
  const rows: [string, ReactNode, string][] = [
    [t({ id: 'mybets.betNumber', message: 'Bet number' }), bet.bet_id, 'number'],
    [t({ id: 'mybets.game', message: 'Game' }), gameName(i18n, bet.game), 'game'],
    [
      t({ id: 'mybets.placed', message: 'Placed' }),
      <time key="t" dateTime={bet.create_at}>
        {placedAt(i18n.locale, bet.create_at)}
      </time>,
      'placed',
    ],
    [
      t({ id: 'mybets.status', message: 'Status' }),
      <StatusBadge key="s" status={bet.status} postponed={postponementsOf(bet).length > 0} />,
      'status',
    ],
    [t({ id: 'mybets.stake', message: 'Stake' }), money(bet.total_price), 'stake'],
  ]
  if (bet.strings.length > 0)
    rows.push(
      [
        t({ id: 'betslip.parlay', message: 'Parlay' }),
        bet.strings.map((k) => parlayName(i18n, k)).join(', '),
        'parlay',
      ],
      [t({ id: 'betslip.multiple', message: 'Multiple' }), `×${bet.multiple}`, 'multiple'],
    )
  if ((toUnits(bet.from_bonus, 6) ?? 0n) > 0n)
    rows.push([
      t({ id: 'mybets.fromBonus', message: 'Paid from bonus' }),
      amountText(bet.from_bonus, 'USDT'),
      'fromBonus',
    ])
  rows.push([t({ id: 'mybets.bets', message: 'Bets' }), String(bet.bets), 'bets'])
  rows.push([t({ id: 'mybets.maxPayout', message: 'Maximum payout' }), money(maxPayout), 'max'])
  if (bet.status !== BET_STATUS.pending)
    rows.push([t({ id: 'mybets.returned', message: 'Returned' }), money(bet.returned), 'returned'])
  // Spec §3 extra_bonus: what a campaign paid on top of the winnings, in its own currency (USDT).
  if ((toUnits(bet.extra_bonus, 6) ?? 0n) > 0n)
    rows.push([
      t({ id: 'mybets.extraBonus', message: 'Extra bonus' }),
      amountText(bet.extra_bonus, bet.extra_bonus_currency),
      'extraBonus',
    ])
  return (
    <section className={styles.summary} aria-label={t({ id: 'mybets.summary', message: 'Bet summary' })}>
      <dl className={styles.amounts}>
        {rows.map(([label, value, key]) => (
          <div key={key} className={styles.summaryRow} data-row={key}>
            <dt>{label}</dt>
            <dd className="tabular">{value}</dd>
          </div>
        ))}
      </dl>
      <PostponedNote bet={bet} />
      {children}
    </section>
  )
}
