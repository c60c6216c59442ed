import { useLingui } from '@lingui/react/macro'
import { type SlipWarning, warningText } from '../../../shared/bets/warningText.ts'
import styles from './Slip.module.css'

/** Each §5 warning of a slip, and the server's refusal of its last placement, one line each. */
export function Warnings({
  warnings,
  refusal,
  money,
}: {
  warnings: readonly SlipWarning[]
  refusal: string | null
  money(units: bigint): string
}) {
  const { i18n } = useLingui()
  return [...warnings, ...(refusal ? [{ key: refusal }] : [])].map((w) => (
    <p key={w.key} className={styles.warning} role="alert">
      {warningText(i18n, w, money)}
    </p>
  ))
}
