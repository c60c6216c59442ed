import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { messageFor } from '../../i18n/index.ts'
import { closeToast, type ToastType, ui } from '../../state/ui.ts'
import { Icon, type IconName } from '../Icon/index.tsx'
import styles from './Toast.module.css'

export const TOAST_DURATION_MS = 5000
export const TOAST_PROGRESS_START = 90
export const TOAST_PROGRESS_TICK_MS = 50

const icons: Record<ToastType, IconName> = {
  error: 'alert',
  warning: 'alert',
  successful: 'check',
  info: 'info',
}

/** The single notification of spec §4: hides after 5 s, its bar counting down 90 → 0 every 50 ms. */
export function Toast() {
  const { t, i18n } = useLingui()
  const snap = useSnapshot(ui)
  const [progress, setProgress] = useState(TOAST_PROGRESS_START)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message restarts the timers.
  useEffect(() => {
    if (!snap.isToastShow) return
    setProgress(TOAST_PROGRESS_START)
    const tick = setInterval(() => setProgress((p) => Math.max(0, p - 1)), TOAST_PROGRESS_TICK_MS)
    const hide = setTimeout(closeToast, TOAST_DURATION_MS)
    return () => {
      clearInterval(tick)
      clearTimeout(hide)
    }
  }, [snap.isToastShow, snap.toastMessage, snap.toastType])

  if (!snap.isToastShow) return null
  const assertive = snap.toastType === 'error' || snap.toastType === 'warning'
  return (
    <div
      className={`${styles.toast} ${styles[snap.toastType]}`}
      role={assertive ? 'alert' : 'status'}
      data-type={snap.toastType}
    >
      <Icon name={icons[snap.toastType]} />
      <p className={styles.message}>{messageFor(i18n, snap.toastMessage)}</p>
      <button
        type="button"
        className={styles.close}
        onClick={closeToast}
        aria-label={t({ id: 'close', message: 'Close' })}
      >
        <Icon name="close" size={18} />
      </button>
      <progress className={styles.progress} max={TOAST_PROGRESS_START} value={progress} aria-hidden="true" />
    </div>
  )
}
