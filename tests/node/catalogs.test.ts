import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BET_TYPES } from '../../src/features/lottery/cards.ts'
import { GROUPS } from '../../src/features/lottery/racing/cards.ts'
import { ANIMALS } from '../../workers/engine/index.ts'

/** A .po catalog as id → text; a text spread over several quoted lines is joined. */
function readCatalog(lang: string, name = 'messages'): Map<string, string> {
  const entries = new Map<string, string>()
  let field: 'msgid' | 'msgstr' | null = null
  let id = ''
  let text = ''
  const flush = () => {
    if (id) entries.set(id, text)
    id = ''
    text = ''
  }
  for (const line of readFileSync(`locales/${lang}/${name}.po`, 'utf8').split('\n')) {
    const start = /^(msgid|msgstr) "(.*)"$/.exec(line)
    const more = /^"(.*)"$/.exec(line)
    if (start?.[1] === 'msgid') {
      flush()
      field = 'msgid'
      id = start[2] ?? ''
    } else if (start?.[1] === 'msgstr') {
      field = 'msgstr'
      text = start[2] ?? ''
    } else if (more && field === 'msgid') id += more[1]
    else if (more && field === 'msgstr') text += more[1]
    else field = null
  }
  flush()
  return entries
}

const LANGS = readdirSync('locales')
const english = readCatalog('en')

/** Ids the code builds at run time (`animal.${a}`), which extraction cannot see in the source. */
const BUILT_IDS = [
  ...ANIMALS.map((a) => `animal.${a}`),
  ...BET_TYPES.map((t) => `lottery.type.${t}`),
  ...GROUPS.map((g) => `racing.group.${g}`),
]

describe('message catalogs', () => {
  it('has all ten languages', () => {
    expect(LANGS.sort()).toEqual(['en', 'es', 'hi', 'id', 'ja', 'ko', 'pt', 'ru', 'tr', 'zh'])
  })

  it('every id the code builds at run time is in the English catalog', () => {
    expect(BUILT_IDS.filter((id) => !english.get(id))).toEqual([])
  })

  // The back office's texts are a catalog of their own (loaded with its pages), held to the same rule.
  const CATALOGS = ['messages', 'backoffice']
  it.each(LANGS.flatMap((lang) => CATALOGS.map((name) => [lang, name])))(
    '%s %s gives every message a text of its own',
    (lang, name) => {
      const catalog = readCatalog(lang, name)
      const source = name === 'messages' ? english : readCatalog('en', name)
      expect(source.size).toBeGreaterThan(50)
      expect(
        [...source.keys()].filter((id) => !catalog.has(id)),
        'ids missing',
      ).toEqual([])
      expect(
        [...catalog].filter(([, text]) => text.trim() === '').map(([id]) => id),
        'empty texts',
      ).toEqual([])
    },
  )
})
