import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState } from 'react'
import fieldStyles from '../Field/Field.module.css'
import styles from './CodeField.module.css'

interface CodeFieldProps {
  name?: string
  label: string
  error?: string
  /** Sends a code; resolves to seconds until the next send is allowed, rejects to keep the button. */
  onSend(): Promise<number>
}

/** The one-time code input with its "send code" button, which counts down before a resend. */
export function CodeField({ name = 'otp', label, error, onSend }: CodeFieldProps) {
  const { t } = useLingui()
  const id = useId()
  const [wait, setWait] = useState(0)
  const [sending, setSending] = useState(false)

  useEffect(() => {
    if (wait <= 0) return
    const timer = setTimeout(() => setWait((w) => w - 1), 1000)
    return () => clearTimeout(timer)
  }, [wait])

  const send = async () => {
    setSending(true)
    try {
      setWait(await onSend())
    } catch {
      // The form shows why; the button stays available.
    } finally {
      setSending(false)
    }
  }

  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          name={name}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className={fieldStyles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="button" className={styles.send} disabled={sending || wait > 0} onClick={send}>
          {wait > 0
            ? t({ id: 'resendIn', message: `Resend in ${wait}s` })
            : t({ id: 'sendCode', message: 'Send code' })}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
