import { type Browser, chromium } from 'playwright'
import { buildApp } from '../../server/app.ts'
import type { Clock } from '../../server/clock.ts'
import { loadConfig } from '../../server/config.ts'
import { openDatabase } from '../../server/db/client.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts'

/**
 * The production build (dist/, made by `npm test` before the run) served by the real server on a
 * fresh in-memory database, and Debian's Chromium to drive it.
 */
export async function startSite(opts: { clock?: Clock } = {}) {
  const database = await openDatabase({ dataDir: 'memory://' })
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: 'dist' }),
    database,
    clock: opts.clock,
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  return {
    origin,
    browser,
    app,
    async close() {
      await browser.close()
      await app.close()
      await database.close()
    },
  }
}
