import { Trans } from '@lingui/react/macro'
import type { Notice } from '#contract/notices.ts'
import { Button } from '../../components/Button/index.tsx'
import { Modal } from '../../components/Modal/index.tsx'
import styles from './Notices.module.css'

/** A pop-up announcement, shown once on this device: closing it remembers it. */
export function AnnouncementPopup({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  return (
    <Modal open title={notice.title} onClose={onClose}>
      <p className={styles.body}>{notice.body}</p>
      <Button variant="primary" block onClick={onClose}>
        <Trans id="notices.gotIt">Got it</Trans>
      </Button>
    </Modal>
  )
}
