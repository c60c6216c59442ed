import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { Icon } from '../Icon/index.tsx'
import styles from './Drawer.module.css'

interface DrawerProps {
  open: boolean
  title: ReactNode
  onClose(): void
  side?: 'left' | 'right'
  children: ReactNode
}

/** A modal side panel (native <dialog>, so focus stays inside and Escape closes it). */
export function Drawer({ open, title, onClose, side = 'left', children }: DrawerProps) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; Escape (onCancel) is the keyboard way out.
    <dialog
      ref={ref}
      className={`${styles.drawer} ${styles[side]}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose()
      }}
    >
      {open ? (
        <div className={styles.panel}>
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
          <div className={styles.body}>{children}</div>
        </div>
      ) : null}
    </dialog>
  )
}
