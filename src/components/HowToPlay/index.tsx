import styles from './HowToPlay.module.css'

/** Rules texts exist in English and Chinese only (spec §1); every other language reads English. */
export type RulesText = Record<'en' | 'zh', string[]>

export function HowToPlay({ rules, locale }: { rules: RulesText; locale: string }) {
  return (
    <ol className={styles.rules}>
      {(locale === 'zh' ? rules.zh : rules.en).map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ol>
  )
}
