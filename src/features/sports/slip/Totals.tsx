import { useLingui } from '@lingui/react/macro'
import styles from './Slip.module.css'
import { type SlipView, units } from './useSlip.ts'

/** What the slip costs and can pay: the permutation count, the stake and the worker's estimates. */
export function Totals({ view }: { view: SlipView }) {
  const { t } = useLingui()
  const { money } = view.display
  return (
    <dl className={styles.totals}>
      <dt>{t({ id: 'betslip.combinations', message: 'Combinations' })}</dt>
      <dd className="tabular" data-testid="slip-combinations">
        {Number.isFinite(view.combinations) ? view.combinations.toLocaleString() : '∞'}
      </dd>
      <dt>{t({ id: 'betslip.stake', message: 'Stake' })}</dt>
      <dd className="tabular" data-testid="slip-stake">
        {view.stake === null ? '∞' : money(view.stake)}
      </dd>
      <dt>{t({ id: 'betslip.minPayout', message: 'Minimum payout' })}</dt>
      <dd className="tabular" data-testid="slip-min">
        {money(units(view.estimate.min))}
      </dd>
      <dt>{t({ id: 'betslip.maxPayout', message: 'Maximum payout' })}</dt>
      <dd className="tabular" data-testid="slip-max">
        {money(units(view.estimate.max))}
      </dd>
    </dl>
  )
}
