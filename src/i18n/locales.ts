/** The ten interface languages (spec §1), each named in its own language for the picker. */
export const LOCALES = {
  en: 'English',
  zh: '中文',
  id: 'Bahasa Indonesia',
  ja: '日本語',
  ko: '한국어',
  es: 'Español',
  tr: 'Türkçe',
  hi: 'हिन्दी',
  pt: 'Português',
  ru: 'Русский',
} as const

export type Locale = keyof typeof LOCALES

export const DEFAULT_LOCALE: Locale = 'en'

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && value in LOCALES

/** Picks the first supported language from the browser's preferences, by primary subtag. */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0]
    if (isLocale(primary)) return primary
  }
  return DEFAULT_LOCALE
}
