// What each route of the built site makes the browser fetch before the player can act, read from
// dist/ alone (index.html and Vite's build manifest), so the figure does not depend on machine load.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

export interface RouteBytes {
  /** The URL pattern of the route, from its file name in src/routes. */
  path: string
  files: number
  raw: number
  gzip: number
  /** What this route adds to the shell: its own chunks, fetched on navigation or intent. */
  ownFiles: number
  ownGzip: number
}

/** The locale every start loads before the first render (main.tsx awaits it). */
const BOOT_LOCALE = 'locales/en/messages.po'

const routeFile = /^src\/routes\/(.+)\.tsx$/

/** sport.$game.tsx → /sport/$game, index.tsx → /, game.index.tsx → /game. */
function routePath(file: string): string {
  const segments = file.split('.').filter((s) => s !== 'index')
  return `/${segments.join('/')}`
}

/** Layout routes a flat file name nests under: lottery.mark-six → lottery. */
function ancestors(name: string): string[] {
  const parts = name.split('.')
  return parts.slice(1).map((_, i) => parts.slice(0, i + 1).join('.'))
}

export function readBuild(distDir = 'dist') {
  const dist = resolve(distDir)
  const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8')) as Manifest
  const html = readFileSync(resolve(dist, 'index.html'), 'utf8')
  return { dist, manifest, html }
}

/** Every script and stylesheet the page names: the entry, its modulepreloads and its styles. */
function htmlAssets(html: string): string[] {
  const found = [
    ...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]*\srel="(?:modulepreload|stylesheet)"[^>]*\shref="\/([^"]+)"/g),
  ]
  return found.map((m) => m[1] ?? '')
}

/** The chunk's file, its static imports and every stylesheet on the way, each once. */
function closure(manifest: Manifest, key: string, into: Set<string>) {
  const chunk = manifest[key]
  if (!chunk || into.has(chunk.file)) return
  into.add(chunk.file)
  for (const css of chunk.css ?? []) into.add(css)
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into)
}

export function routeBytes(distDir = 'dist'): RouteBytes[] {
  const { dist, manifest, html } = readBuild(distDir)
  const sizes = new Map<string, { raw: number; gzip: number }>()
  const measure = (files: Iterable<string>) => {
    let raw = 0
    let gzip = 0
    let count = 0
    for (const file of files) {
      let size = sizes.get(file)
      if (!size) {
        const bytes = readFileSync(resolve(dist, file))
        size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
        sizes.set(file, size)
      }
      raw += size.raw
      gzip += size.gzip
      count++
    }
    return { files: count, raw, gzip }
  }

  const shell = new Set(htmlAssets(html))
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, shell)
  closure(manifest, BOOT_LOCALE, shell)

  // TanStack's code splitting names a route's lazy chunks after its file: `…/sport.$game.tsx?tsr-split=…`.
  const routes = new Map<string, string[]>()
  for (const key of Object.keys(manifest)) {
    const file = key.split('?')[0] ?? key
    const name = routeFile.exec(file)?.[1]
    if (!name || name.startsWith('__')) continue
    routes.set(name, [...(routes.get(name) ?? []), key])
  }
  const result: RouteBytes[] = []
  for (const [name, keys] of routes) {
    const all = new Set(shell)
    for (const key of [...ancestors(name).flatMap((a) => routes.get(a) ?? []), ...keys])
      closure(manifest, key, all)
    const own = measure([...all].filter((f) => !shell.has(f)))
    result.push({ path: routePath(name), ...measure(all), ownFiles: own.files, ownGzip: own.gzip })
  }
  return result.sort((a, b) => a.path.localeCompare(b.path))
}
