import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '../Button/index.tsx'
import { Modal } from '../Modal/index.tsx'
import styles from './ConfirmModal.module.css'

interface ConfirmModalProps {
  open: boolean
  title: ReactNode
  children: ReactNode
  onOk(): void
  onCancel(): void
  okLabel?: ReactNode
  busy?: boolean
}

/** A question with OK and cancel; whoever owns `open` decides when it shows (spec §4). */
export function ConfirmModal({ open, title, children, onOk, onCancel, okLabel, busy }: ConfirmModalProps) {
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      <div className={styles.message}>{children}</div>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onCancel}>
          <Trans id="cancel">Cancel</Trans>
        </Button>
        <Button variant="primary" onClick={onOk} loading={busy}>
          {okLabel ?? <Trans id="ok">OK</Trans>}
        </Button>
      </div>
    </Modal>
  )
}
