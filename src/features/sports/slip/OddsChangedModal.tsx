import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/Button/index.tsx'
import { Modal } from '../../../components/Modal/index.tsx'
import styles from './Slip.module.css'

/** One moved price as the slip shows it: the pick's name, its odds on the slip and the server's now. */
export interface MovedPrice {
  key: string
  label: string
  before: number | undefined
  after: number
}

/** The server refused the slip because prices moved: show old and new, and let the player choose. */
export function OddsChangedModal({
  moved,
  onAccept,
  onKeep,
}: {
  moved: readonly MovedPrice[] | null
  onAccept(): void
  onKeep(): void
}) {
  const { t } = useLingui()
  return (
    <Modal
      open={moved !== null}
      title={t({ id: 'oddsChanged', message: 'The odds have changed' })}
      onClose={onKeep}
    >
      <p>
        <Trans id="betslip.oddsChangedHint">
          Your bet was not placed. These prices moved since you picked them:
        </Trans>
      </p>
      <ul className={styles.changes}>
        {(moved ?? []).map((m) => (
          <li key={m.key}>
            <span>{m.label}</span>
            <span className="tabular">
              {m.before?.toFixed(2)} → <strong>{m.after.toFixed(2)}</strong>
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.changeActions}>
        <Button variant="ghost" onClick={onKeep}>
          <Trans id="betslip.keepSlip">Keep my slip</Trans>
        </Button>
        <Button variant="primary" onClick={onAccept}>
          <Trans id="betslip.acceptOdds">Accept new odds</Trans>
        </Button>
      </div>
    </Modal>
  )
}
