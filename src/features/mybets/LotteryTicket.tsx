import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import {
  formatMinorUnits,
  type MarkSixBet,
  markSixAnimal,
  markSixTicketRange,
  payAtOdds,
  toMinorUnits,
  UNIT_DECIMALS,
} from '#engine/index.ts'
import { Ball } from '../../components/Ball/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Modal } from '../../components/Modal/index.tsx'
import { RaceCar } from '../../components/RaceCar/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { amountText } from '../../shared/money/format.ts'
import {
  isRacingGame,
  type LotteryPick,
  type LotteryTicket,
  type TicketDraw,
  ticketDetailQuery,
} from './api.ts'
import { combinationStatus } from './BetDetailModal.tsx'
import { BetSummary } from './BetSummary.tsx'
import { selectionPick, selectionType } from './lotteryLabels.ts'
import styles from './MyBets.module.css'

/**
 * The most a ticket can return, as its ticket panel showed it before placing: for Mark Six the
 * engine's exact range (bets on the special number exclude one another), for racing every bet
 * winning. Exact, in the ticket's currency.
 */
export function ticketMaxPayout(ticket: LotteryTicket): string {
  const amount = (p: LotteryPick) => toMinorUnits(p.amount, UNIT_DECIMALS)
  const most = isRacingGame(ticket.game)
    ? ticket.selections.reduce((s, p) => s + payAtOdds(amount(p), p.o) * BigInt(p.count), 0n)
    : markSixTicketRange(
        ticket.selections.map((p) => ({ bet: p.bet as MarkSixBet, amount: amount(p), odds: p.o })),
        ticket.draw.draw_at.slice(0, 10),
      ).max
  return formatMinorUnits(most, UNIT_DECIMALS, ticket.currency)
}

/** The draw of a ticket: its number, and once drawn its numbers (Mark Six balls, or the cars in order). */
export function DrawLine({ game, draw }: { game: string; draw: TicketDraw }) {
  const { t, i18n } = useLingui()
  const date = draw.draw_at.slice(0, 10)
  const animal = (n: number) => i18n._(`animal.${markSixAnimal(n, date)}`)
  return (
    <div className={styles.draw}>
      <span className={styles.dim}>
        {t({ id: 'mybets.draw', message: `Draw ${draw.match_id}` })} ·{' '}
        {new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(draw.draw_at),
        )}
      </span>
      {draw.numbers ? (
        <ol className={styles.drawn} aria-label={t({ id: 'mybets.drawnNumbers', message: 'Drawn numbers' })}>
          {draw.numbers.map((n) => (
            <li key={n}>
              {isRacingGame(game) ? <RaceCar n={n} /> : <Ball n={n} size="sm" animal={animal(n)} />}
            </li>
          ))}
          {draw.special !== null ? (
            <li>
              + <Ball n={draw.special} size="sm" animal={animal(draw.special)} />
            </li>
          ) : null}
        </ol>
      ) : (
        <span className={styles.dim}>{t({ id: 'mybets.notDrawn', message: 'Not drawn yet' })}</span>
      )}
    </div>
  )
}

/** A selection in words: its bet type and pick, the amount per bet and, for several bets, how many. */
export function SelectionText({ pick, currency }: { pick: LotteryPick; currency: string }) {
  const { i18n } = useLingui()
  return (
    <span>
      {selectionType(i18n, pick.bet)}: {selectionPick(i18n, pick.bet)}{' '}
      <span className="tabular">@{pick.o}</span> ·{' '}
      <span className="tabular">
        {amountText(pick.amount, currency)}
        {pick.count > 1 ? ` × ${pick.count}` : ''}
      </span>
    </span>
  )
}

/** One ticket: its draw and drawn numbers, and every selection with its result and payout. */
export function TicketDetailModal({ ticket, onClose }: { ticket: LotteryTicket | null; onClose(): void }) {
  const { t } = useLingui()
  const detail = useQuery({
    ...ticketDetailQuery(ticket?.game ?? '', ticket?.bet_id ?? ''),
    enabled: ticket !== null,
  })
  const data = detail.data
  return (
    <Modal
      open={ticket !== null}
      onClose={onClose}
      title={t({ id: 'mybets.detail', message: `Bet ${ticket?.bet_id ?? ''}` })}
    >
      {detail.isPending ? <Skeleton rows={4} /> : null}
      {detail.isError ? <ErrorLine error={detail.error} onRetry={() => detail.refetch()} /> : null}
      {data ? (
        <>
          <BetSummary bet={data} maxPayout={ticketMaxPayout(data)} />
          <DrawLine game={data.game} draw={data.draw} />
          <ol className={styles.combinations}>
            {data.selections.map((pick, i) => {
              const status = combinationStatus(pick.status, pick.payout)
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a ticket's selections never reorder.
                <li key={i} className={styles.combination}>
                  <SelectionText pick={pick} currency={data.currency} />
                  <span className={styles.status} data-status={status}>
                    {status}
                    {status === 'WIN' ? (
                      <span className="tabular"> {amountText(pick.payout ?? '0', data.currency)}</span>
                    ) : null}
                  </span>
                </li>
              )
            })}
          </ol>
        </>
      ) : null}
    </Modal>
  )
}
