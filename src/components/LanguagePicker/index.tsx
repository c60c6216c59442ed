import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { selectLanguage } from '../../i18n/index.ts'
import { isLocale, LOCALES } from '../../i18n/locales.ts'
import { Icon } from '../Icon/index.tsx'
import styles from './LanguagePicker.module.css'

/** A native select: the phone's own picker, and keyboard and screen reader support for free. */
export function LanguagePicker() {
  const { t, i18n } = useLingui()
  const id = useId()
  return (
    <div className={styles.picker}>
      <Icon name="globe" size={18} />
      <label htmlFor={id} className="visually-hidden">
        {t({ id: 'language', message: 'Language' })}
      </label>
      <select
        id={id}
        className={styles.select}
        value={i18n.locale}
        onChange={async (e) => {
          const next = e.target.value
          if (isLocale(next)) await selectLanguage(next)
        }}
      >
        {Object.entries(LOCALES).map(([code, name]) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  )
}
