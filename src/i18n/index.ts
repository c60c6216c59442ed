import { type I18n, i18n } from '@lingui/core'
import { readStorage, STORAGE_KEYS, writeStorage } from '../state/storage.ts'
import { showToast } from '../state/ui.ts'
import { isTarget, loadLanguage } from './catalogs.ts'
import { DEFAULT_LOCALE, isLocale, type Locale, preferredLocale } from './locales.ts'

export const currentLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE)

export function initialLocale(): Locale {
  const stored = readStorage(STORAGE_KEYS.language)
  if (isLocale(stored)) return stored
  return preferredLocale(typeof navigator === 'undefined' ? [] : navigator.languages)
}

/**
 * Loads and activates a language; the choice persists only once it has loaded. `remember: false`
 * shows it for this visit only: the boot (which only reads the stored choice) and English
 * standing in for a language that failed to load must not replace the player's choice.
 */
export async function changeLocale(locale: Locale, { remember = true } = {}): Promise<void> {
  // The boot catalog and every screen catalog in use, so nothing on view shows raw ids.
  await loadLanguage(locale)
  // A later choice made while this one loaded wins.
  if (!isTarget(locale)) return
  i18n.activate(locale)
  if (remember) writeStorage(STORAGE_KEYS.language, locale)
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

export { loadCatalogs } from './catalogs.ts'
export { i18n }
