import closeWithGrace from 'close-with-grace'
import { buildApp } from './app.ts'
import { offsetClock, systemClock } from './clock.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { readClockOffset } from './db/clockOffset.ts'

const config = loadConfig()
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR })
// Demo mode lets the operator fast-forward time; production runs on the plain system clock.
const demoClock = config.APP_MODE === 'demo' ? offsetClock(() => readClockOffset(database.db)) : null
await demoClock?.refresh()
const clock = demoClock ?? systemClock
const app = await buildApp({ config, database, clock })

// Finish in-flight requests, then close the database, so PGlite's files are never left half-written.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error')
  else app.log.info({ signal }, 'shutting down')
  await app.close()
  await database.close()
})

const CHAIN_POLL_MS = 5_000
const chainWatcher = setInterval(() => {
  app.jobs.chainTick().catch((err: unknown) => app.log.error({ err }, 'chain watcher failed'))
}, CHAIN_POLL_MS)
const DRAW_POLL_MS = 5_000
// Schedule the coming draws at once, so the lottery screens have a draw from the first request.
await app.jobs.drawTick()
const drawClock = setInterval(() => {
  app.jobs.drawTick().catch((err: unknown) => app.log.error({ err }, 'draw scheduler failed'))
}, DRAW_POLL_MS)
const SPORTS_POLL_MS = 15_000
await app.jobs.sportsTick()
const sportsFeed = setInterval(() => {
  app.jobs.sportsTick().catch((err: unknown) => app.log.error({ err }, 'sports feed failed'))
}, SPORTS_POLL_MS)
app.addHook('onClose', async () => {
  clearInterval(chainWatcher)
  clearInterval(drawClock)
  clearInterval(sportsFeed)
})

await app.listen({ port: config.PORT, host: config.HOST })
app.log.info({ database: database.kind, mode: config.APP_MODE }, 'Betsuite is ready')
