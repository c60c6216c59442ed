import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { useDisplayCurrency } from '../../../shared/money/useDisplayCurrency.ts'
import { cricket } from '../../../state/cricket.ts'
import { bets } from '../../../state/sports.ts'
import { ui } from '../../../state/ui.ts'
import { useSlipEstimate } from './estimate.ts'
import styles from './Slip.module.css'
import { units } from './useSlip.ts'

/** The way back to a slip that has picks: a bar with the count and the best payout, on every page. */
export function SlipButton() {
  const { t } = useLingui()
  const { openedOffCanvas } = useSnapshot(ui)
  const slip = useSnapshot(bets)
  const { max } = useSlipEstimate()
  const { money } = useDisplayCurrency()
  const games = useSnapshot(cricket)
  const picks =
    slip.betSlipList.reduce(
      (n, m) => n + m.betSlipLabelArray.reduce((k, l) => k + l.labelValueArray.length, 0),
      0,
    ) + games.slip.reduce((n, m) => n + Object.keys(m.bets).length, 0)
  if (picks === 0 || openedOffCanvas === 'betslip') return null
  return (
    <button
      type="button"
      className={styles.bar}
      onClick={() => {
        ui.openedOffCanvas = 'betslip'
      }}
    >
      <span>{t({ id: 'betslip.openWith', message: `Bet slip (${picks})` })}</span>
      {units(max) > 0n ? <span className="tabular">{money(units(max))}</span> : null}
    </button>
  )
}
