import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FEATURE_CATALOGS } from '../../lingui.config.ts'
import { BET_TYPES } from '../../src/features/lottery/cards.ts'
import { GROUPS } from '../../src/features/lottery/racing/cards.ts'
import { FEATURE_CATALOG_NAMES } from '../../src/i18n/catalogs.ts'
import { ANIMALS } from '../../workers/engine/index.ts'
import { playerCatalogs, readCatalog } from './poFiles.ts'

const LANGS = readdirSync('locales')
const boot = readCatalog('en')

/** Ids the code builds at run time (`animal.${a}`), which extraction cannot see in the source. */
const BUILT_IDS = [
  ...ANIMALS.map((a) => `animal.${a}`),
  ...BET_TYPES.map((t) => `lottery.type.${t}`),
  ...GROUPS.map((g) => `racing.group.${g}`),
]

/**
 * Keys the server sends as `msg` (AppError, rejected, notFound, schema checks), toasts and form
 * checks name reach the player wherever they arise, and src/i18n/index.ts messageFor looks them
 * up by id before any screen's catalog may have loaded: every string of server/ and contract/,
 * and every plain-word string of src/ not written as an `id`, that is a player's message id must
 * be in the boot catalog (src/i18n/messages.ts declares them). These words are ids of a screen but
 * mean something else where the code names them (a verification kind, an event name).
 */
const NOT_MESSAGE_KEYS = new Set(['change'])

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => `${dir}/${f}`)
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('backoffice'))

function keyStrings(): Set<string> {
  const strings = new Set<string>()
  const add = (files: string[], pattern: RegExp) => {
    for (const file of files)
      for (const [, text] of readFileSync(file, 'utf8').matchAll(pattern)) if (text) strings.add(text)
  }
  add([...filesUnder('server'), ...filesUnder('contract')], /['"`]([A-Za-z][\w.]*)['"`]/g)
  add(filesUnder('src'), /(?<!id: |id=)['"`]([a-z][A-Za-z0-9]*)['"`]/g)
  return strings
}

describe('message catalogs', () => {
  it('has all ten languages', () => {
    expect(LANGS.sort()).toEqual(['en', 'es', 'hi', 'id', 'ja', 'ko', 'pt', 'ru', 'tr', 'zh'])
  })

  it('the player has the boot catalog and one per screen group, each of which the client can load', () => {
    const names = Object.keys(FEATURE_CATALOGS)
    expect(playerCatalogs()).toEqual(['messages', ...[...names].sort()])
    expect([...FEATURE_CATALOG_NAMES].sort()).toEqual([...names].sort())
  })

  it('every id the code builds at run time is in the boot catalog', () => {
    expect(BUILT_IDS.filter((id) => !boot.get(id)?.text)).toEqual([])
  })

  it('every message key the server, a toast or a form check names is in the boot catalog', () => {
    const ids = new Set(playerCatalogs().flatMap((name) => [...readCatalog('en', name).keys()]))
    const sent = [...keyStrings()].filter((s) => ids.has(s) && !NOT_MESSAGE_KEYS.has(s))
    expect(sent.length).toBeGreaterThan(80)
    expect(sent.filter((id) => !boot.has(id))).toEqual([])
  })

  // Each catalog, the back office's too, complete in every language.
  const CATALOGS = [...playerCatalogs(), 'backoffice']
  it.each(LANGS.flatMap((lang) => CATALOGS.map((name) => [lang, name])))(
    '%s %s gives every message a text of its own',
    (lang, name) => {
      const catalog = readCatalog(lang, name)
      const source = readCatalog('en', name)
      expect(source.size).toBeGreaterThan(20)
      expect(
        [...source.keys()].filter((id) => !catalog.has(id)),
        'ids missing',
      ).toEqual([])
      expect(
        [...catalog].filter(([, entry]) => entry.text.trim() === '').map(([id]) => id),
        'empty texts',
      ).toEqual([])
    },
  )

  it('an id in two catalogs reads the same in both, in every language', () => {
    for (const lang of LANGS) {
      const seen = new Map<string, string>()
      for (const name of playerCatalogs(lang))
        for (const [id, { text }] of readCatalog(lang, name)) {
          expect(seen.get(id) ?? text, `${lang} ${name} ${id}`).toBe(text)
          seen.set(id, text)
        }
    }
  })
})
