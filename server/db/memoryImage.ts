import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'

/**
 * The PGlite release, from its package.json (which it does not export): looked for in the
 * node_modules folders above this file, as Node resolves it (import.meta.resolve is not there
 * under every runner, Vite's among them).
 */
function pgliteVersion() {
  for (let dir = import.meta.dirname; ; dir = dirname(dir)) {
    try {
      const file = join(dir, 'node_modules', '@electric-sql', 'pglite', 'package.json')
      return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version
    } catch {
      if (dirname(dir) === dir) return ''
    }
  }
}

/** Names the image by everything that shapes it: the migrations as they are now, and PGlite's release. */
function imageName(migrationsFolder: string) {
  const hash = createHash('sha256').update(pgliteVersion())
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.sql') || f.endsWith('_journal.json'))
    .sort()
  for (const file of files) hash.update(file).update(readFileSync(join(migrationsFolder, file)))
  return join(tmpdir(), `betsuite-pglite-${hash.digest('hex').slice(0, 20)}.tar`)
}

/**
 * A fresh PGlite with every migration applied: in memory (tests, the browser tests' server, a demo
 * on `memory://`), or in a data directory that does not exist yet (`npm run serve`'s first start,
 * the operator command's tests). An empty PGlite's own start-up plus the migrations cost each
 * test file seconds of CPU (10.9 s measured on a busy 2-core machine, where loading an image of
 * the result took 2.0 s), so the migrated database is dumped once, kept in the OS temp folder
 * under a name that changes with any migration, and every later database starts from it. Written
 * to a temporary name and renamed, so a second process making it at the same time never reads
 * half a file; an image that cannot be read is made again.
 */
export async function migratedPglite(
  migrate: (client: PGlite) => Promise<void>,
  migrationsFolder: string,
  /** A new data directory to start from the image; in memory when absent. */
  dataDir?: string,
) {
  const path = imageName(migrationsFolder)
  const image = await readFile(path).catch(() => null)
  if (image) {
    try {
      const client = new PGlite(dataDir, { loadDataDir: new Blob([image]) })
      await client.waitReady
      return client
    } catch {
      // A damaged or foreign image: made again below.
    }
  }
  const made = new PGlite()
  await migrate(made)
  const dump = await made.dumpDataDir('none')
  const partial = `${path}.${process.pid}.${Date.now()}`
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
  renameSync(partial, path)
  if (!dataDir) return made
  await made.close()
  const client = new PGlite(dataDir, { loadDataDir: dump })
  await client.waitReady
  return client
}
