import { type ReactNode, useEffect, useId, useRef } from 'react'
import { PanelHeader } from '../PanelHeader/index.tsx'
import styles from './Modal.module.css'

interface ModalProps {
  open: boolean
  title: ReactNode
  onClose(): void
  children: ReactNode
  /**
   * 'dialog' centred; 'sheet' rises from the bottom on phones; 'full' covers the viewport (game
   * frames); 'left' slides in from the side as a drawer.
   */
  variant?: 'dialog' | 'sheet' | 'full' | 'left'
}

/**
 * A native modal <dialog>: the browser traps focus, Escape closes it and the rest of the page is
 * inert, which a hand-made overlay rarely gets fully right.
 */
export function Modal({ open, title, onClose, children, variant = 'dialog' }: ModalProps) {
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
      className={`${styles.dialog} ${styles[variant]}`}
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
          <PanelHeader title={title} titleId={titleId} onClose={onClose} />
          <div className={styles.body}>{children}</div>
        </div>
      ) : null}
    </dialog>
  )
}
