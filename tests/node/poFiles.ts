import { readdirSync, readFileSync } from 'node:fs'

export interface PoEntry {
  text: string
  /** The source files the id was extracted from (the `#:` lines). */
  files: string[]
}

/** A .po catalog as id → entry; a text spread over several quoted lines is joined. */
export function readCatalog(lang: string, name = 'messages'): Map<string, PoEntry> {
  const entries = new Map<string, PoEntry>()
  let field: 'msgid' | 'msgstr' | null = null
  let id = ''
  let text = ''
  let files: string[] = []
  const flush = () => {
    if (id) entries.set(id, { text, files })
    id = ''
    text = ''
    files = []
  }
  for (const line of readFileSync(`locales/${lang}/${name}.po`, 'utf8').split('\n')) {
    const start = /^(msgid|msgstr) "(.*)"$/.exec(line)
    const more = /^"(.*)"$/.exec(line)
    if (line.startsWith('#')) {
      // Comments and references open the next entry.
      if (id) flush()
      field = null
      if (line.startsWith('#:')) files.push(...line.slice(2).trim().split(/\s+/))
    } else if (start?.[1] === 'msgid') {
      if (id) flush()
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

/** The player's catalogs, the boot one (messages) first: every .po of a language but the back office's. */
export const playerCatalogs = (lang = 'en') =>
  readdirSync(`locales/${lang}`)
    .filter((f) => f.endsWith('.po') && f !== 'backoffice.po')
    .map((f) => f.slice(0, -3))
    .sort((a, b) => Number(b === 'messages') - Number(a === 'messages') || a.localeCompare(b))
