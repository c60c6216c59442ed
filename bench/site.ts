// The site as a player gets it: a fresh production build served by the real server on a throwaway
// database. The benches that measure the page share one build per run.
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { loadConfig } from '../server/config.ts'
import { openDatabase } from '../server/db/client.ts'
import { buildSite as buildSiteApp } from '../start/site.ts'

/**
 * BENCH_DIST names another build to measure as it is, e.g. one of an older commit made with
 * `npx vite build --manifest --outDir /tmp/before`, to compare the two on the same machine.
 */
const OTHER_BUILD = process.env.BENCH_DIST

export const DIST_DIR = OTHER_BUILD ?? fileURLToPath(new URL('../dist', import.meta.url))

let built: Promise<unknown> | undefined

/** Builds dist/ once per bench run, so no figure is read from a build older than the source. */
export function buildSite() {
  if (OTHER_BUILD) return Promise.resolve()
  built ??= build({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    logLevel: 'error',
  })
  return built
}

export async function serveSite() {
  await buildSite()
  const database = await openDatabase({ dataDir: 'memory://' })
  const app = await buildSiteApp({
    // Lighthouse fetches every page afresh three times over: no per-address limit may answer 429.
    config: loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: DIST_DIR, RATE_LIMITS: 'off' }),
    database,
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  return {
    origin,
    /** The server itself: the offline bench stops it to cut the network. */
    app,
    async close() {
      await app.close().catch(() => undefined)
      await database.close()
    },
  }
}
