import { type I18n, i18n, type Messages } from '@lingui/core'
import { readStorage, STORAGE_KEYS, writeStorage } from '../state/storage.ts'
import { showToast } from '../state/ui.ts'
import { DEFAULT_LOCALE, isLocale, type Locale, preferredLocale } from './locales.ts'

// One chunk per language: only the chosen catalog is downloaded.
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po')

async function loadCatalog(locale: Locale): Promise<Messages> {
  const load = catalogs[`../../locales/${locale}/messages.po`]
  if (!load) throw new Error(`no catalog for ${locale}`)
  return (await load()).messages
}

export const currentLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE)

export function initialLocale(): Locale {
  const stored = readStorage(STORAGE_KEYS.language)
  if (isLocale(stored)) return stored
  return preferredLocale(typeof navigator === 'undefined' ? [] : navigator.languages)
}

/** Loads and activates a language; the choice persists only once it has loaded. */
export async function changeLocale(locale: Locale): Promise<void> {
  const messages = await loadCatalog(locale)
  i18n.load(locale, messages)
  i18n.activate(locale)
  writeStorage(STORAGE_KEYS.language, locale)
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

/** The picker's action: a language that fails to load keeps the current one and says so. */
export async function selectLanguage(locale: Locale): Promise<boolean> {
  try {
    await changeLocale(locale)
    return true
  } catch {
    showToast('error', 'lngSettingError')
    return false
  }
}

/**
 * The words for a message key. Form checks and the server name catalog ids ('required',
 * 'belowMinDeposit'); a text already in words (translated where it was made, or the server's own
 * sentence) has no id and is shown as it is, so no lookup falls back to a raw id.
 */
export const messageFor = (i18n: I18n, key: string) => (Object.hasOwn(i18n.messages, key) ? i18n._(key) : key)

export { i18n }
