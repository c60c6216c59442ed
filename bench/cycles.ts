import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/**
 * Import cycles among the TypeScript files under some folders, as madge --circular reports them
 * (grouped), without a dependency: each strongly connected group of files that import one another,
 * directly or round a loop, and the pairs that import each other directly. By folder, a node is a
 * folder (server/modules/wallet), so wallet ⇄ ledger is one pair. Type-only imports count unless
 * `runtime` is set: a cycle of types still ties the modules' shapes together, but only value
 * imports load a module. Tests are left out.
 *
 *   node bench/cycles.ts [folders…] [--folders] [--runtime]    (default folder: server)
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

/** `import … from 'x'`, `export … from 'x'` and the bare `import 'x'`. */
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:([^'"]*?)from\s+)?['"]([^'"]+)['"]/g

/** Tarjan's strongly connected components of more than one node. */
function loops(edges: ReadonlyMap<string, readonly string[]>) {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  let next = 0
  const visit = (v: string) => {
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
    if (low.get(v) !== index.get(v)) return
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
  for (const v of edges.keys()) if (!index.has(v)) visit(v)
  return groups
}

export function importCycles(
  folders: readonly string[],
  opts: { byFolder?: boolean; runtime?: boolean } = {},
) {
  const sources = folders.flatMap((f) => filesUnder(resolve(root, f)))
  const known = new Set(sources)
  const node = (file: string) => (opts.byFolder ? dirname(file) : file)
  const edges = new Map<string, string[]>()
  for (const file of sources) {
    const to = [...readFileSync(file, 'utf8').matchAll(IMPORT)]
      .filter((m) => !(opts.runtime && /^type\s/.test(m[1] ?? '')))
      .map((m) => target(file, m[2] ?? ''))
      .filter((t): t is string => t !== undefined && known.has(t))
    const from = node(file)
    const all = new Set([...(edges.get(from) ?? []), ...to.map(node)])
    all.delete(from)
    edges.set(from, [...all])
  }
  const name = (f: string) => relative(root, f) || '.'
  const nodes = [...edges.keys()]
  return {
    nodes: nodes.length,
    /** What each file (or folder) imports, by path from the repository root. */
    imports: new Map(nodes.map((n) => [name(n), (edges.get(n) ?? []).map(name)])),
    cycles: loops(edges).map((group) => group.map(name).sort()),
    twoWay: nodes.flatMap((a) =>
      (edges.get(a) ?? [])
        .filter((b) => a < b && edges.get(b)?.includes(a))
        .map((b) => [name(a), name(b)] as const),
    ),
  }
}

if (import.meta.main) {
  const args = process.argv.slice(2)
  const folders = args.filter((a) => !a.startsWith('--'))
  const byFolder = args.includes('--folders')
  const found = importCycles(folders.length > 0 ? folders : ['server'], {
    byFolder,
    runtime: args.includes('--runtime'),
  })
  for (const group of found.cycles) console.log(`cycle: ${group.join(' ⇄ ')}`)
  for (const [a, b] of found.twoWay) console.log(`two-way: ${a} ⇄ ${b}`)
  console.log(
    `${found.nodes} ${byFolder ? 'folders' : 'files'}: ${found.cycles.length} import cycles, ${found.twoWay.length} two-way imports`,
  )
  process.exitCode = found.cycles.length > 0 ? 1 : 0
}
