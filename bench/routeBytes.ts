// What each route of the built site makes the browser fetch before the player can act, read from
// dist/ alone (index.html, Vite's build manifest, the source maps and the .br copies), so the
// figures do not depend on machine load.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

interface Size {
  raw: number
  /** gzip -9 of the file alone: the budget's measure, the same whatever the server does. */
  gzip: number
  /** What the server sends a browser that accepts brotli: the build's .br copy, or the file. */
  sent: number
}

export interface RouteBytes extends Size {
  /** The URL pattern of the route, from its file name in src/routes. */
  path: string
  files: number
  /** What this route adds to what every page loads: fetched on navigation or intent. */
  own: Size & { files: number }
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

/** Every script and stylesheet the page names: its entry scripts, modulepreloads and styles. */
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

function readBuild(distDir: string) {
  const dist = resolve(distDir)
  const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8')) as Manifest
  const html = readFileSync(resolve(dist, 'index.html'), 'utf8')
  const shell = new Set(htmlAssets(html))
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, shell)
  closure(manifest, BOOT_LOCALE, shell)
  return { dist, manifest, shell }
}

export function routeBytes(distDir = 'dist'): RouteBytes[] {
  const { dist, manifest, shell } = readBuild(distDir)
  const sizes = new Map<string, Size>()
  const sizeOf = (file: string): Size => {
    let size = sizes.get(file)
    if (!size) {
      const path = resolve(dist, file)
      const bytes = readFileSync(path)
      const sent = existsSync(`${path}.br`) ? readFileSync(`${path}.br`).length : bytes.length
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, sent }
      sizes.set(file, size)
    }
    return size
  }
  const measure = (files: string[]) => {
    const total = { files: files.length, raw: 0, gzip: 0, sent: 0 }
    for (const size of files.map(sizeOf)) {
      total.raw += size.raw
      total.gzip += size.gzip
      total.sent += size.sent
    }
    return total
  }

  // TanStack's code splitting names a route's lazy chunks after its file: `…/sport.$game.tsx?tsr-split=…`.
  const routes = new Map<string, string[]>()
  for (const key of Object.keys(manifest)) {
    const name = routeFile.exec(key.split('?')[0] ?? key)?.[1]
    if (!name || name.startsWith('__')) continue
    routes.set(name, [...(routes.get(name) ?? []), key])
  }
  const result: RouteBytes[] = []
  for (const [name, keys] of routes) {
    const all = new Set(shell)
    for (const key of [...ancestors(name).flatMap((a) => routes.get(a) ?? []), ...keys])
      closure(manifest, key, all)
    const own = measure([...all].filter((f) => !shell.has(f)))
    result.push({ path: routePath(name), ...measure([...all]), own })
  }
  return result.sort((a, b) => a.path.localeCompare(b.path))
}

/** The source modules inside what every page loads, from the build's source maps. */
export function shellSources(distDir = 'dist'): string[] {
  const { dist, shell } = readBuild(distDir)
  return [...shell].filter((f) => f.endsWith('.js')).flatMap((file) => sourcesOf(dist, file))
}

/** The source modules of every script of the build. */
export function allSources(distDir = 'dist'): string[] {
  const { dist, manifest } = readBuild(distDir)
  return Object.values(manifest)
    .map((c) => c.file)
    .filter((f) => f.endsWith('.js'))
    .flatMap((file) => sourcesOf(dist, file))
}

function sourcesOf(dist: string, file: string): string[] {
  const map = resolve(dist, `${file}.map`)
  if (!existsSync(map)) return []
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources
}
