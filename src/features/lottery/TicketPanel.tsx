import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio'
import type { TicketPlaced } from '#contract/lottery.ts'
import {
  CENT_DECIMALS,
  limitProblems,
  type MarkSixBet,
  markSixBetCount,
  markSixOddsIndex,
  markSixTicketRange,
  payAtOdds,
  trimZeros,
  UNITS_PER_CENT,
} from '#engine/index.ts'
import { Button } from '../../components/Button/index.tsx'
import { ConfirmModal } from '../../components/ConfirmModal/index.tsx'
import { serverErrors } from '../../components/Form/useForm.ts'
import { warningText } from '../../shared/bets/warningText.ts'
import { toUnits } from '../../shared/money/amounts.ts'
import { amountText, unitsText } from '../../shared/money/format.ts'
import { useDisplayCurrency } from '../../shared/money/useDisplayCurrency.ts'
import { KeptOffline } from '../../shared/placement/KeptOffline.tsx'
import { ReceiptView } from '../../shared/placement/ReceiptView.tsx'
import { type Receipt, receipt } from '../../shared/placement/receipt.ts'
import { usePlacement } from '../../shared/placement/usePlacement.ts'
import { LimitsLeft, STAKE_LIMITS } from '../../shared/protection/LimitsLeft.tsx'
import { extraBonusQuery } from '../../shared/rewards/queries.ts'
import { castLotteryAmount, lottery, setLotteryAmount, type TicketEntry } from '../../state/lottery.ts'
import { openModal } from '../../state/ui.ts'
import { type Draw, marksixOddsQuery, type OddsEntry } from './api.ts'
import styles from './Lottery.module.css'
import { pickText } from './pickText.ts'
import { type TicketIntent, TicketReview } from './TicketReview.tsx'

const QUICK = ['5', '10', '50', '100']

/** What a ticket needs from its game: the selections, their odds, and how to place them. */
export interface TicketSource {
  bets: Readonly<Record<string, TicketEntry>>
  odds: readonly OddsEntry[] | undefined
  /** The odds entry pricing a selection on this draw (the server prices it the same way). */
  oddsIndex(bet: unknown): number
  /** Bets one selection places (a combination-zodiac selection places several). */
  count(bet: unknown): number
  /**
   * The least and the most the ticket returns, where the game knows which of its bets exclude one
   * another (Mark Six); without it the most is every bet winning and the least nothing.
   */
  range?(lines: readonly { bet: unknown; amount: bigint; odd: string }[]): { min: bigint; max: bigint }
  typeLabel(bet: unknown): string
  setAmount(key: string, amount: string): void
  castAll(amount: string): void
  setQuick(amount: string): void
  /** The selections are done with once placed. */
  clear(): void
  /** The money action's path, and the body placing sends for these items. */
  action: string
  request(items: { bet: unknown; amount: string }[]): object
}

/** A ticket's line as it was sent: its type and pick, its odd, its amount per bet and bets. */
interface SentLine {
  type: string
  pick: string
  odd: string
  amount: bigint
  count: number
}

/**
 * The receipt of a ticket just taken: the server's ticket number and what it cost in the player's
 * currency, the ticket's lines as they were sent and the most they return.
 */
function ticketReceipt(game: string, placed: TicketPlaced, lines: readonly SentLine[], max: bigint): Receipt {
  const money = (units: bigint) => unitsText(units, placed.currency)
  return {
    game,
    betId: placed.ticket,
    placedAt: new Date().toISOString(),
    bets: lines.reduce((n, l) => n + l.count, 0),
    stake: placed.total_price,
    maxPayout: money(max),
    currency: placed.currency,
    legs: lines.map((l) => ({
      match: l.type,
      pick: l.count > 1 ? `${l.pick} ×${l.count}` : l.pick,
      odds: l.odd,
      amount: money(l.amount),
    })),
  }
}

/**
 * The selections with their amounts, what they cost and can pay, the warnings, and placing; once
 * placed, its receipt in its place until the player picks again or is done with it.
 */
export function Ticket({
  source,
  draw,
  cast,
  setCast,
}: {
  source: TicketSource
  draw: Draw
  cast: string
  setCast(v: string): void
}) {
  const { t, i18n } = useLingui()
  const { isAuthorized, exchange, money, available } = useDisplayCurrency()
  const entries = Object.entries(source.bets)
  const byIndex = new Map((source.odds ?? []).map((o) => [o.index, o]))
  const lines = entries.map(([k, e]) => {
    const entry = byIndex.get(source.oddsIndex(e.bet))
    const amount = (toUnits(e.amount, CENT_DECIMALS) ?? 0n) * UNITS_PER_CENT
    const count = source.count(e.bet)
    // the odds entry's text ("47.500"), read exactly: no float touches the payout
    const odd = entry?.odd ?? '0'
    // What the line pays when all its bets win, as settlement pays it (a winning zodiac
    // combination holding the year's animal pays 85%): the game's own range of the line alone.
    const payout = source.range
      ? source.range([{ bet: e.bet, amount, odd }]).max
      : payAtOdds(amount, odd) * BigInt(count)
    return { k, e, entry, amount, count, odd: trimZeros(odd), stake: amount * BigInt(count), payout }
  })
  const total = lines.reduce((s, l) => s + l.stake, 0n)
  const range = source.range?.(
    lines.map((l) => ({ bet: l.e.bet, amount: l.amount, odd: l.entry?.odd ?? '0' })),
  ) ?? {
    min: 0n,
    max: lines.reduce((s, l) => s + l.payout, 0n),
  }
  // The engine's one limits check: each amount against its odds entry's limits × the rate, as
  // the server refuses it, then the balance; a limit is named with its amount.
  const warning =
    limitProblems(
      {
        category: 'lottery',
        lines: lines.map((l) => ({
          field: l.k,
          amount: l.amount,
          count: l.count,
          min: l.entry?.min ?? '0',
          max: l.entry?.max ?? '0',
        })),
        ...(isAuthorized ? { balance: available } : {}),
      },
      exchange,
    )[0] ?? null
  const items = lines.map((l) => ({ bet: l.e.bet, amount: l.e.amount }))
  const placement = usePlacement<TicketPlaced, never, TicketIntent>({
    game: draw.game,
    action: source.action,
    // One kept ticket per game (a region, PK10, airship): it is reviewed on its own game's page.
    scope: `ticket:${source.action}:${draw.game}`,
    request: () => source.request(items),
    detail: () => ({ match_id: draw.match_id, odds: Object.fromEntries(lines.map((l) => [l.k, l.odd])) }),
    // The lines of the render the player placed from: what the confirmation showed.
    receipt: (placed) =>
      ticketReceipt(
        draw.game,
        placed,
        lines.map((l) => ({
          type: source.typeLabel(l.e.bet),
          pick: pickText(i18n, l.e.label),
          odd: l.odd,
          amount: l.amount,
          count: l.count,
        })),
        range.max,
      ),
    clear: source.clear,
    refusal: (err) => serverErrors(err, []).form ?? 'somethingWentWrong',
  })
  const { confirming, online, intent } = placement
  // An extra-bonus campaign running now adds a share of the winnings: the confirmation says how much.
  const extra = useQuery({ ...extraBonusQuery, enabled: isAuthorized && confirming }).data?.find(
    (e) => e.product === 'lottery',
  )
  const extraPercent = extra?.percent ?? 0
  const extraCap = extra ? amountText(extra.cap, 'USDT') : ''
  const shown = useSnapshot(receipt).shown
  const counted = useRef(entries.length)
  // A new pick starts a new ticket: this game's last receipt is done with.
  useEffect(() => {
    const added = entries.length > counted.current
    counted.current = entries.length
    if (added && receipt.shown?.game === draw.game) receipt.shown = null
  }, [entries.length, draw.game])
  if (entries.length === 0) {
    if (shown?.game === draw.game) return <ReceiptView shown={shown as Receipt} />
    return (
      <p className={styles.hint}>
        <Trans id="lottery.pickToStart">Pick numbers or options to start a ticket.</Trans>
      </p>
    )
  }
  // What the ticket costs and can return, under the lines and again in the confirmation.
  const stakeRows = (
    <>
      <dt>{t({ id: 'lottery.totalStake', message: 'Total stake' })}</dt>
      <dd className="tabular">{money(total)}</dd>
      <dt>{t({ id: 'lottery.maxPayout', message: 'Maximum payout' })}</dt>
      <dd className="tabular">{money(range.max)}</dd>
      <dt>{t({ id: 'lottery.minPayout', message: 'Minimum payout' })}</dt>
      <dd className="tabular">{money(range.min)}</dd>
    </>
  )

  return (
    <section className={styles.ticket} aria-label={t({ id: 'lottery.ticket', message: 'Ticket' })}>
      <div className={styles.cast}>
        <label className={styles.legend}>
          {t({ id: 'lottery.cast', message: 'Amount per bet' })}
          <input
            className={styles.amount}
            inputMode="decimal"
            value={cast}
            onChange={(e) => {
              setCast(e.target.value)
              source.castAll(e.target.value)
            }}
          />
        </label>
        <div className={styles.quick}>
          {QUICK.map((q) => (
            <button
              key={q}
              type="button"
              className={styles.pill}
              onClick={() => {
                source.setQuick(q)
                setCast(q)
                source.castAll(q)
              }}
            >
              {q}
            </button>
          ))}
        </div>
      </div>
      <ul className={styles.lines}>
        {lines.map((l) => (
          <li key={l.k} className={styles.line}>
            <span>
              {source.typeLabel(l.e.bet)}: {pickText(i18n, l.e.label)}
              {l.count > 1 ? ` ×${l.count}` : ''} @ {l.odd}
            </span>
            <input
              aria-label={t({ id: 'lottery.amountFor', message: `Amount for ${pickText(i18n, l.e.label)}` })}
              className={styles.amount}
              inputMode="decimal"
              value={l.e.amount}
              onChange={(e) => source.setAmount(l.k, e.target.value)}
            />
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>{stakeRows}</dl>
      {warning || placement.error ? (
        <p className={styles.warning} role="alert">
          {warning ? warningText(i18n, warning, money) : i18n._(placement.error ?? '')}
        </p>
      ) : null}
      {intent && !online ? <KeptOffline what="ticket" /> : null}
      <LimitsLeft kinds={STAKE_LIMITS} />
      {intent && online && !confirming ? (
        <TicketReview
          kept={intent.detail}
          drawId={draw.match_id}
          lines={lines.map((l) => ({
            k: l.k,
            label: `${source.typeLabel(l.e.bet)}: ${pickText(i18n, l.e.label)}`,
            odd: l.odd,
          }))}
          total={money(total)}
          busy={placement.busy}
          onKeep={placement.dropIntent}
          onPlace={placement.place}
        />
      ) : null}
      <Button
        variant="primary"
        block
        disabled={Boolean(warning)}
        onClick={() => (isAuthorized ? placement.ask() : openModal('login'))}
      >
        {isAuthorized ? (
          <Trans id="lottery.placeBet">Place bet</Trans>
        ) : (
          <Trans id="loginToBet">To complete the bet please Login to your account</Trans>
        )}
      </Button>
      <ConfirmModal
        open={confirming}
        title={t({ id: 'lottery.confirmTitle', message: 'Place lottery bet' })}
        busy={placement.busy}
        onCancel={placement.cancel}
        onOk={placement.place}
      >
        <dl className={styles.totals}>
          <dt>{t({ id: 'lottery.drawNumber', message: 'Draw number' })}</dt>
          <dd>{draw.match_id}</dd>
          <dt>{t({ id: 'lottery.betAmount', message: 'Number of bets' })}</dt>
          <dd className="tabular">{lines.length}</dd>
          {stakeRows}
          {extra ? (
            <>
              <dt>{t({ id: 'lottery.extraBonus', message: 'Extra bonus' })}</dt>
              <dd data-testid="extra-bonus">
                {t({
                  id: 'lottery.extraBonusTerms',
                  message: `+${extraPercent}% of your net win on this draw, up to ${extraCap}`,
                })}
              </dd>
            </>
          ) : null}
        </dl>
        <table className={styles.confirmLines}>
          <thead>
            <tr>
              <th scope="col">{t({ id: 'lottery.selection', message: 'Selection' })}</th>
              <th scope="col">{t({ id: 'lottery.odds', message: 'Odds' })}</th>
              <th scope="col">{t({ id: 'lottery.multiplier', message: 'Multiplier' })}</th>
              <th scope="col">{t({ id: 'lottery.payout', message: 'Payout' })}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.k}>
                <td>
                  {source.typeLabel(l.e.bet)}: {pickText(i18n, l.e.label)} · {money(l.amount)}
                </td>
                <td className="tabular">{l.odd}</td>
                <td className="tabular">×{l.count}</td>
                <td className="tabular">{money(l.payout)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ConfirmModal>
    </section>
  )
}

/** The Mark Six ticket: the lottery store's selections, placed on the region's open draw. */
export function TicketPanel({ draw, cast, setCast }: { draw: Draw; cast: string; setCast(v: string): void }) {
  const { i18n } = useLingui()
  const snap = useSnapshot(lottery)
  const odds = useQuery(marksixOddsQuery(snap.selectedLotteryGame))
  const source: TicketSource = {
    bets: snap.lotteryBetArray,
    odds: odds.data,
    oddsIndex: (bet) => markSixOddsIndex(bet as MarkSixBet, draw.draw_at.slice(0, 10)),
    count: (bet) => markSixBetCount(bet as MarkSixBet),
    range: (lines) =>
      markSixTicketRange(
        lines.map((l) => ({ bet: l.bet as MarkSixBet, amount: l.amount, odds: l.odd })),
        draw.draw_at.slice(0, 10),
      ),
    typeLabel: (bet) => i18n._(`lottery.type.${(bet as MarkSixBet).type}`),
    setAmount: setLotteryAmount,
    castAll: castLotteryAmount,
    setQuick: (q) => {
      lottery.mobileQuickAmount = q
    },
    clear: () => {
      lottery.lotteryBetArray = {}
    },
    action: 'marksix/bet',
    request: (items) => ({ game: snap.selectedLotteryGame, match_id: draw.match_id, items }),
  }
  return <Ticket source={source} draw={draw} cast={cast} setCast={setCast} />
}
