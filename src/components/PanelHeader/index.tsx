import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Icon } from '../Icon/index.tsx'
import styles from './PanelHeader.module.css'

/** The top bar of a dialog, drawer or side panel: its title and a close button. */
export function PanelHeader({
  title,
  titleId,
  onClose,
}: {
  title: ReactNode
  titleId?: string
  onClose(): void
}) {
  const { t } = useLingui()
  return (
    <header className={styles.header}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <button
        type="button"
        className={styles.close}
        onClick={onClose}
        aria-label={t({ id: 'close', message: 'Close' })}
      >
        <Icon name="close" />
      </button>
    </header>
  )
}
