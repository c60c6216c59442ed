import { Trans, useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { Button } from '../../../components/Button/index.tsx'
import { Modal } from '../../../components/Modal/index.tsx'
import { handicapFor, pickLabel } from '../../../shared/bets/pickLabels.ts'
import { bets } from '../../../state/sports.ts'
import type { OddsChange } from '../api.ts'
import styles from './Slip.module.css'

/** The server refused the slip because prices moved: show old and new, and let the player choose. */
export function OddsChangedModal({
  changes,
  onAccept,
  onKeep,
}: {
  changes: OddsChange[] | null
  onAccept(): void
  onKeep(): void
}) {
  const { t, i18n } = useLingui()
  const snap = useSnapshot(bets)
  const rows = (changes ?? []).map((c) => {
    const match = snap.betSlipList.find((m) => m.match_id === c.match_id)
    const before = match?.betSlipLabelArray
      .find((l) => l.key === c.kind)
      ?.labelValueArray.find((v) => v.key === c.name)?.odds
    return { c, match, before }
  })
  return (
    <Modal
      open={changes !== null}
      title={t({ id: 'oddsChanged', message: 'The odds have changed' })}
      onClose={onKeep}
    >
      <p>
        <Trans id="betslip.oddsChangedHint">
          Your bet was not placed. These prices moved since you picked them:
        </Trans>
      </p>
      <ul className={styles.changes}>
        {rows.map(({ c, match, before }) => (
          <li key={`${c.match_id}:${c.kind}:${c.name}`}>
            <span>
              {match ? `${match.home_name} – ${match.away_name}: ` : ''}
              {pickLabel(i18n, c.kind, c.name, {
                handicap: handicapFor(snap.selectedGame, c.kind, match?.handicap_val),
              })}
            </span>
            <span className="tabular">
              {before?.toFixed(2)} → <strong>{c.odds.toFixed(2)}</strong>
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
