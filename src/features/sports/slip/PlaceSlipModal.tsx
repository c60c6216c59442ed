import { Trans, useLingui } from '@lingui/react/macro'
import { ConfirmModal } from '../../../components/ConfirmModal/index.tsx'
import { handicapFor, kindLabel, parlayName, pickLabel } from '../../../shared/bets/pickLabels.ts'
import styles from './Slip.module.css'
import { Totals } from './Totals.tsx'
import type { SlipView } from './useSlip.ts'

/** The confirmation step: what the bet costs and can pay, and every pick at its odds. */
export function PlaceSlipModal({
  open,
  view,
  busy,
  onOk,
  onCancel,
}: {
  open: boolean
  view: SlipView
  busy: boolean
  onOk(): void
  onCancel(): void
}) {
  const { t, i18n } = useLingui()
  const parlay = view.strings.map((k) => parlayName(i18n, k)).join(', ')
  return (
    <ConfirmModal
      open={open}
      title={t({ id: 'betslip.confirmTitle', message: 'Confirm your bet' })}
      okLabel={<Trans id="betslip.place">Place bet</Trans>}
      busy={busy}
      onOk={onOk}
      onCancel={onCancel}
    >
      <p>
        {parlay} · ×{view.multiple}
      </p>
      <ul className={styles.confirmPicks}>
        {view.snap.betSlipList.map((m) => (
          <li key={m.match_id}>
            <strong>
              {m.home_name} – {m.away_name}
            </strong>
            {m.betSlipLabelArray.map((l) =>
              l.labelValueArray.map((v) => (
                <span key={`${l.key}:${v.key}`} className={styles.confirmPick}>
                  {kindLabel(i18n, view.snap.selectedGame, l.key)}:{' '}
                  {pickLabel(i18n, l.key, v.key, {
                    handicap: handicapFor(view.snap.selectedGame, l.key, m.handicap_val),
                    line: v.line,
                  })}{' '}
                  @<span className="tabular">{v.odds.toFixed(2)}</span>
                </span>
              )),
            )}
          </li>
        ))}
      </ul>
      <Totals view={view} />
    </ConfirmModal>
  )
}
