import { type ReactNode, useId } from 'react'
import styles from './Backoffice.module.css'

/** A native select with its label, the back office's filter and form control. */
export function Select({
  label,
  value,
  onChange,
  options,
  name,
}: {
  label: ReactNode
  value: string
  onChange?(value: string): void
  options: { value: string; label: string }[]
  name?: string
}) {
  const id = useId()
  return (
    <div className={styles.selectField}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        className={styles.select}
        value={onChange ? value : undefined}
        defaultValue={onChange ? undefined : value}
        onChange={onChange ? (e) => onChange(e.target.value) : undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}
