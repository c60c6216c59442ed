import { type InputHTMLAttributes, type ReactNode, useId } from 'react'
import styles from './Field.module.css'

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode
  error?: ReactNode
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function Field({ label, error, id, ...rest }: FieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-error`
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function Checkbox({
  label,
  error,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: ReactNode }) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.check}>
        <input id={id} type="checkbox" aria-invalid={error ? true : undefined} {...rest} />
        <span>{label}</span>
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
