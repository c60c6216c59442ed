import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/**
 * Import cycles among the TypeScript files under the folders given (default: server), as madge
 * --circular would report them (grouped), without a dependency: each strongly connected group of files
 * that import one another, directly or round a loop. Type-only imports count too, since a cycle
 * of types still ties the modules' shapes together. Prints the groups and exits 1 if any.
 */
const root = resolve(import.meta.dirname, '..')
const aliases: Record<string, string> =
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).imports ?? {}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** The file an import names, through relative paths and package.json "imports" patterns. */
function target(from: string, spec: string): string | undefined {
  if (spec.startsWith('.')) return resolve(dirname(from), spec)
  for (const [pattern, to] of Object.entries(aliases)) {
    const [head, tail = ''] = pattern.split('*')
    if (head && spec.startsWith(head) && spec.endsWith(tail))
      return resolve(root, String(to).replace('*', spec.slice(head.length, spec.length - tail.length)))
  }
  return undefined
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g

const args = process.argv.slice(2)
/** With --folders, a node is a folder (server/modules/wallet), so wallet ⇄ ledger counts as one cycle. */
const byFolder = args.includes('--folders')
const folders = args.filter((a) => !a.startsWith('--'))
const sources = (folders.length > 0 ? folders : ['server']).flatMap((f) => filesUnder(resolve(root, f)))
const known = new Set(sources)
const node = (file: string) => (byFolder ? dirname(file) : file)
const edges = new Map<string, string[]>()
for (const file of sources) {
  const text = readFileSync(file, 'utf8')
  const to = [...text.matchAll(IMPORT)].map((m) => target(file, m[1] ?? '')).filter((t) => t && known.has(t))
  const from = node(file)
  const all = new Set([...(edges.get(from) ?? []), ...(to as string[]).map(node)])
  all.delete(from)
  edges.set(from, [...all])
}
const files = [...edges.keys()]

// Tarjan's strongly connected components.
const index = new Map<string, number>()
const low = new Map<string, number>()
const stack: string[] = []
const onStack = new Set<string>()
const groups: string[][] = []
let next = 0
function visit(v: string) {
  index.set(v, next)
  low.set(v, next++)
  stack.push(v)
  onStack.add(v)
  for (const w of edges.get(v) ?? []) {
    if (!index.has(w)) {
      visit(w)
      low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0))
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0))
  }
  if (low.get(v) === index.get(v)) {
    const group: string[] = []
    let w: string | undefined
    do {
      w = stack.pop()
      if (w) {
        onStack.delete(w)
        group.push(w)
      }
    } while (w && w !== v)
    if (group.length > 1) groups.push(group)
  }
}
for (const file of files) if (!index.has(file)) visit(file)

const name = (f: string) => relative(root, f) || '.'
for (const group of groups) console.log(`cycle: ${group.map(name).sort().join(' ⇄ ')}`)
// Folders that import each other directly: the cycles one names (wallet ⇄ ledger).
const pairs = files.flatMap((a) =>
  (edges.get(a) ?? [])
    .filter((b) => a < b && edges.get(b)?.includes(a))
    .map((b) => `${name(a)} ⇄ ${name(b)}`),
)
for (const pair of pairs) console.log(`two-way: ${pair}`)
console.log(
  `${files.length} ${byFolder ? 'folders' : 'files'}: ${groups.length} import cycles, ${pairs.length} two-way imports`,
)
process.exitCode = groups.length > 0 ? 1 : 0
