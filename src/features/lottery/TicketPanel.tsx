import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import {
  formatMinorUnits,
  type MarkSixBet,
  markSixBetCount,
  payAtOdds,
} from '../../../workers/engine/index.ts'
import { Button } from '../../components/Button/index.tsx'
import { ConfirmModal } from '../../components/ConfirmModal/index.tsx'
import { serverErrors } from '../../components/Form/useForm.ts'
import { auth } from '../../state/auth.ts'
import { castLotteryAmount, lottery, setLotteryAmount } from '../../state/lottery.ts'
import { openModal, showToast } from '../../state/ui.ts'
import { newIdempotencyKey } from '../wallet/api.ts'
import { toUnits } from '../wallet/money.ts'
import { useBalance } from '../wallet/queries.ts'
import { type Draw, marksixOddsQuery, usePlaceTicket } from './api.ts'
import styles from './Lottery.module.css'

const QUICK = ['5', '10', '50', '100']
const usdt = (micro: bigint) => formatMinorUnits(micro, 6, 'USDT')

/** The selections with their amounts, what they cost and can pay, the warnings, and placing. */
export function TicketPanel({ draw, cast, setCast }: { draw: Draw; cast: string; setCast(v: string): void }) {
  const { t, i18n } = useLingui()
  const snap = useSnapshot(lottery)
  const { isAuthorized } = useSnapshot(auth)
  const odds = useQuery(marksixOddsQuery(snap.selectedLotteryGame))
  const balance = useBalance(isAuthorized)
  const place = usePlaceTicket()
  const [confirming, setConfirming] = useState(false)
  const [key, setKey] = useState(newIdempotencyKey)
  const entries = Object.entries(snap.lotteryBetArray)
  if (entries.length === 0) {
    return (
      <p className={styles.hint}>
        <Trans id="lottery.pickToStart">Pick numbers or options to start a ticket.</Trans>
      </p>
    )
  }
  const byIndex = new Map((odds.data ?? []).map((o) => [o.index, o]))
  const lines = entries.map(([k, e]) => {
    const entry = byIndex.get(e.oddsIndex)
    const amount = (toUnits(e.amount, 2) ?? 0n) * 10_000n
    const count = markSixBetCount(e.bet as MarkSixBet)
    const odd = Number(entry?.odd ?? 0)
    let warning: string | null = null
    if (amount <= 0n) warning = 'amountMustBePositive'
    else if (entry && amount < (toUnits(entry.min, 6) ?? 0n)) warning = 'belowLotteryGameMinBet'
    else if (entry && amount > (toUnits(entry.max, 6) ?? 0n)) warning = 'exceedsLotteryGameMaxBet'
    return {
      k,
      e,
      amount,
      count,
      odd,
      stake: amount * BigInt(count),
      payout: payAtOdds(amount, odd) * BigInt(count),
      warning,
    }
  })
  const total = lines.reduce((s, l) => s + l.stake, 0n)
  const estimated = lines.reduce((s, l) => s + l.payout, 0n)
  const available = toUnits(balance.data?.score ?? '0', 6) ?? 0n
  const warning =
    lines.find((l) => l.warning)?.warning ??
    (isAuthorized && total > available ? 'insufficientAccountBalance' : null)

  const submit = async () => {
    try {
      await place.mutateAsync({
        key,
        body: {
          game: snap.selectedLotteryGame,
          match_id: draw.match_id,
          items: lines.map((l) => ({ bet: l.e.bet, amount: l.e.amount })),
        },
      })
      lottery.lotteryBetArray = {}
      lottery.warningMessage = null
      setKey(newIdempotencyKey())
      showToast('successful', 'betPlaced')
    } catch (err) {
      lottery.warningMessage = serverErrors(err, []).form ?? 'somethingWentWrong'
    } finally {
      setConfirming(false)
    }
  }

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
              castLotteryAmount(e.target.value)
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
                lottery.mobileQuickAmount = q
                setCast(q)
                castLotteryAmount(q)
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
              {i18n._(`lottery.type.${(l.e.bet as MarkSixBet).type}`)}: {l.e.label}
              {l.count > 1 ? ` ×${l.count}` : ''} @ {l.odd}
            </span>
            <input
              aria-label={t({ id: 'lottery.amountFor', message: `Amount for ${l.e.label}` })}
              className={styles.amount}
              inputMode="decimal"
              value={l.e.amount}
              onChange={(e) => setLotteryAmount(l.k, e.target.value)}
            />
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <dt>{t({ id: 'lottery.totalStake', message: 'Total stake' })}</dt>
        <dd className="tabular">{usdt(total)} USDT</dd>
        <dt>{t({ id: 'lottery.estimatedPayout', message: 'Estimated payout' })}</dt>
        <dd className="tabular">{usdt(estimated)} USDT</dd>
      </dl>
      {warning || snap.warningMessage ? (
        <p className={styles.warning} role="alert">
          {i18n._(warning ?? snap.warningMessage ?? '')}
        </p>
      ) : null}
      <Button
        variant="primary"
        block
        disabled={Boolean(warning)}
        onClick={() => (isAuthorized ? setConfirming(true) : openModal('login'))}
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
        busy={place.isPending}
        onCancel={() => setConfirming(false)}
        onOk={submit}
      >
        <dl className={styles.totals}>
          <dt>{t({ id: 'lottery.drawNumber', message: 'Draw number' })}</dt>
          <dd>{draw.match_id}</dd>
          <dt>{t({ id: 'lottery.betAmount', message: 'Bet amount' })}</dt>
          <dd className="tabular">{lines.length}</dd>
          <dt>{t({ id: 'lottery.totalStake', message: 'Total stake' })}</dt>
          <dd className="tabular">{usdt(total)} USDT</dd>
          <dt>{t({ id: 'lottery.estimatedPayout', message: 'Estimated payout' })}</dt>
          <dd className="tabular">{usdt(estimated)} USDT</dd>
        </dl>
      </ConfirmModal>
    </section>
  )
}
