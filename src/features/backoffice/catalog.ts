import type { Messages } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import { i18n } from '../../i18n/index.ts'

// The back office's own texts, one chunk per language, fetched only when its pages open.
const catalogs = import.meta.glob<{ messages: Messages }>('../../../locales/*/backoffice.po')
const loaded = new Set<string>()

async function loadFor(locale: string) {
  if (loaded.has(locale)) return
  const load =
    catalogs[`../../../locales/${locale}/backoffice.po`] ?? catalogs['../../../locales/en/backoffice.po']
  if (!load) return
  const { messages } = await load()
  loaded.add(locale)
  // Merged into the language's messages, beside the site's own catalog.
  i18n.load(locale, messages)
}

/** True once the back office's texts for the current language are in; follows language changes. */
export function useBackofficeCatalog() {
  const { i18n: active } = useLingui()
  const locale = active.locale
  const [ready, setReady] = useState(() => loaded.has(locale))
  useEffect(() => {
    let live = true
    if (loaded.has(locale)) setReady(true)
    else
      loadFor(locale)
        .catch(() => loadFor('en'))
        .finally(() => live && setReady(true))
    return () => {
      live = false
    }
  }, [locale])
  return ready
}
