import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import fieldStyles from '../Field/Field.module.css'
import { COUNTRIES, countryName } from './countries.ts'
import styles from './PhoneField.module.css'

interface PhoneFieldProps {
  /** Form field names: the area code and the national number. */
  areaName?: string
  numberName?: string
  label: string
  error?: string
  defaultArea?: string
}

/** A country picker (flag, name, +code) beside the national number; both go into the form. */
export function PhoneField({
  areaName = 'area',
  numberName = 'mobile',
  label,
  error,
  defaultArea = '63',
}: PhoneFieldProps) {
  const { t, i18n } = useLingui()
  const id = useId()
  const [area, setArea] = useState(defaultArea)
  const country = COUNTRIES.find((c) => c.area === area) ?? COUNTRIES[0]
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={`${id}-number`} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <div className={styles.country}>
          <img src={country?.flag} alt="" width={24} height={18} className={styles.flag} />
          <span className={styles.code} aria-hidden="true">
            +{area}
          </span>
          <label htmlFor={`${id}-area`} className="visually-hidden">
            {t({ id: 'countryCode', message: 'Country code' })}
          </label>
          <select
            id={`${id}-area`}
            name={areaName}
            className={styles.select}
            value={area}
            onChange={(e) => setArea(e.target.value)}
          >
            {COUNTRIES.map((c) => (
              <option key={c.iso} value={c.area}>
                {countryName(c.iso, i18n.locale)} +{c.area}
              </option>
            ))}
          </select>
        </div>
        <input
          id={`${id}-number`}
          name={numberName}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          className={fieldStyles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
