import { i18n, type Messages } from '@lingui/core'

/**
 * The player's texts come in catalogs (lingui.config.ts): messages.po, loaded before the first
 * render with the language, and one per group of screens, loaded with the screens that show it.
 * Each catalog of each language is a chunk of its own.
 */
export const FEATURE_CATALOG_NAMES = ['sports', 'lottery', 'games', 'mybets', 'wallet', 'account'] as const
export type FeatureCatalog = (typeof FEATURE_CATALOG_NAMES)[number]
type Catalog = FeatureCatalog | 'messages'

const sources = import.meta.glob<{ messages: Messages }>([
  '../../locales/*/*.po',
  '!../../locales/*/backoffice.po',
])

const importCatalog = async (locale: string, name: Catalog): Promise<Messages> => {
  const load = sources[`../../locales/${locale}/${name}.po`]
  if (!load) throw new Error(`no catalog ${name} for ${locale}`)
  return (await load()).messages
}

/** Feature catalogs some screen has asked for: a language change loads them all before it shows. */
const wanted = new Set<FeatureCatalog>()
/** Per `locale/name`, the load in flight or done; a failed one is forgotten, so it is tried again. */
const loads = new Map<string, Promise<void>>()
/** The language being switched to, else the active one: what a screen asking now must get. */
let target: string | undefined
/** Each language's boot catalog once in: an English fallback never overwrites its words. */
const boot = new Map<string, Messages>()

function loadInto(locale: string, name: Catalog): Promise<void> {
  const key = `${locale}/${name}`
  let load = loads.get(key)
  if (!load) {
    load = importCatalog(locale, name).then((messages) => {
      if (name === 'messages') boot.set(locale, messages)
      i18n.load(locale, { ...messages })
    })
    loads.set(key, load)
    load.catch(() => loads.delete(key))
  }
  return load
}

/**
 * A screen's catalog in the target language or, when that chunk cannot be fetched (offline and
 * never cached), in English, as the back office does: English words on the screen rather than
 * raw ids or a blank page. Ids the language already has (the boot catalog's) keep its words.
 * Rejects only if English fails too: the route's error screen then says so and leads home.
 */
async function loadFeature(locale: string, name: FeatureCatalog): Promise<void> {
  try {
    await loadInto(locale, name)
  } catch (error) {
    if (locale === 'en') throw error
    const english = await importCatalog('en', name)
    const own = boot.get(locale) ?? {}
    i18n.load(locale, Object.fromEntries(Object.entries(english).filter(([id]) => !Object.hasOwn(own, id))))
  }
}

/**
 * Loads the catalogs a screen or dialog needs before it renders, in the language being shown;
 * awaited by route loaders and the shell's lazily loaded dialogs. Language changes that happen
 * meanwhile are followed: the promise settles once the catalogs of the latest language are in.
 */
export async function loadCatalogs(names: readonly FeatureCatalog[]): Promise<void> {
  for (const name of names) wanted.add(name)
  let locale: string
  do {
    locale = target ?? (i18n.locale || 'en')
    await Promise.all(names.map((name) => loadFeature(locale, name)))
  } while (target !== undefined && target !== locale)
}

/**
 * Everything a language needs before it is activated: its boot catalog (whose failure rejects:
 * the caller keeps the current language) and every feature catalog already in use, so no screen
 * on view switches to raw ids or to a mix of two languages.
 */
export async function loadLanguage(locale: string): Promise<void> {
  const previous = target
  target = locale
  try {
    await Promise.all([loadInto(locale, 'messages'), ...[...wanted].map((name) => loadFeature(locale, name))])
  } catch (error) {
    if (target === locale) target = previous
    throw error
  }
}

/** False once a later language change has taken over from this one. */
export const isTarget = (locale: string) => target === locale
