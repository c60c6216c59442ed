import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { Button } from '../../components/Button/index.tsx'
import { ui } from '../../state/ui.ts'
import { amountText } from '../money/format.ts'
import styles from './ReceiptView.module.css'
import { type Receipt, receipt, receiptImage, shareOrSave } from './receipt.ts'

/**
 * After "Bet placed", for a sports or cricket slip, a Mark Six or racing ticket: the bet's number
 * and time, its legs at their odds (a cricket bet or a ticket's line with its amount), a sports
 * slip's parlay and least payout, the stake and the most it pays; a way to find it in My bets, and
 * to share it.
 */
export function ReceiptView({ shown }: { shown: Receipt }) {
  const { t, i18n } = useLingui()
  useSnapshot(receipt)
  const money = (v: string) => amountText(v, shown.currency)
  const { parlay } = shown
  const rows: [string, string][] = parlay
    ? [
        [t({ id: 'betslip.parlay', message: 'Parlay' }), `${parlay.names} · ×${parlay.multiple}`],
        [t({ id: 'betslip.combinations', message: 'Combinations' }), String(shown.bets)],
        [t({ id: 'betslip.stake', message: 'Stake' }), money(shown.stake)],
        [t({ id: 'betslip.minPayout', message: 'Minimum payout' }), money(parlay.minPayout)],
        [t({ id: 'betslip.maxPayout', message: 'Maximum payout' }), money(shown.maxPayout)],
      ]
    : [
        [t({ id: 'mybets.bets', message: 'Bets' }), String(shown.bets)],
        [t({ id: 'betslip.stake', message: 'Stake' }), money(shown.stake)],
        [t({ id: 'betslip.maxPayout', message: 'Maximum payout' }), money(shown.maxPayout)],
      ]
  const title = t({ id: 'betPlaced', message: 'Bet placed' })
  return (
    <section
      className={styles.receipt}
      aria-label={t({ id: 'betslip.receipt', message: 'Bet receipt' })}
      aria-live="polite"
    >
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.dim}>
        <Trans id="betslip.betNumber">Bet number</Trans> <span className="tabular">{shown.betId}</span> ·{' '}
        <time dateTime={shown.placedAt}>{new Date(shown.placedAt).toLocaleString(i18n.locale)}</time>
      </p>
      <ul className={styles.legs}>
        {shown.legs.map((l) => (
          <li key={`${l.match}:${l.pick}`}>
            <strong>{l.match}</strong>
            <span className={styles.pick}>
              {l.pick} @<span className="tabular">{l.odds}</span>
              {l.amount ? <span className="tabular"> · {money(l.amount)}</span> : null}
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd className="tabular">{value}</dd>
          </div>
        ))}
      </dl>
      <Link
        to="/my-bets"
        search={{ game: shown.game }}
        className={styles.link}
        onClick={() => {
          receipt.shown = null
          ui.openedOffCanvas = null
        }}
      >
        <Trans id="betslip.viewInMyBets">View in My bets</Trans>
      </Link>
      <Button
        variant="ghost"
        block
        onClick={async () => shareOrSave(await receiptImage(shown, { title, rows, money }))}
      >
        <Trans id="betslip.shareTicket">Share ticket</Trans>
      </Button>
      <Button
        variant="ghost"
        block
        onClick={() => {
          receipt.shown = null
          // On a phone the slip is a panel over the page: done with the bet, the page comes back.
          // Docked beside a lobby it stays, empty, ready for the next pick.
          if (ui.openedOffCanvas === 'betslip') ui.openedOffCanvas = null
        }}
      >
        <Trans id="betslip.done">Done</Trans>
      </Button>
    </section>
  )
}
