import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '../../components/Button/index.tsx'
import styles from './GameFrame.module.css'

/**
 * The studio's game page in a frame: full screen on phones (below 768 px), framed in the page
 * on wider screens. The close returns to where the player came from (the caller decides).
 */
export function GameFrame({
  url,
  title,
  info,
  closing,
  onClose,
}: {
  url: string
  title: string
  /** Shown in the frame's bar, e.g. what is at the studio's table. */
  info?: ReactNode
  closing?: boolean
  onClose(): void
}) {
  const { i18n } = useLingui()
  // The studio's page takes the site's language from its address (it falls back to English).
  const src = `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(i18n.locale)}`
  return (
    <div className={styles.stage}>
      <div className={styles.bar}>
        <span className={styles.title}>{title}</span>
        {info ? <span className={styles.info}>{info}</span> : null}
        <Button variant="secondary" loading={closing} onClick={onClose} className={styles.close}>
          <Trans id="close">Close</Trans>
        </Button>
      </div>
      <iframe className={styles.frame} src={src} title={title} allow="fullscreen; autoplay" />
    </div>
  )
}
