import closeWithGrace from 'close-with-grace'
import { offsetClock, systemClock } from '../server/clock.ts'
import { loadConfig } from '../server/config.ts'
import { openDatabase } from '../server/db/client.ts'
import { readClockOffset } from '../server/db/clockOffset.ts'
import { runEvery } from '../server/jobs.ts'
import { listenForOps } from '../server/ops/channel.ts'
import { runOps } from '../server/ops/commands.ts'
import { buildSite } from './site.ts'

const config = loadConfig()
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  replicaUrl: config.DATABASE_REPLICA_URL,
})
// Demo mode lets the operator fast-forward time; production runs on the plain system clock.
const demoClock = config.APP_MODE === 'demo' ? offsetClock(() => readClockOffset(database.db)) : null
await demoClock?.refresh()
const clock = demoClock ?? systemClock
const app = await buildSite({ config, database, clock }).catch(async (err: unknown) => {
  // A refusal to start (demo data in production, say) is said plainly, without a stack trace.
  console.error(err instanceof Error ? err.message : err)
  await database.close()
  process.exit(1)
})

// Finish in-flight requests, then close the database, so PGlite's files are never left half-written.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error')
  else app.log.info({ signal }, 'shutting down')
  await app.close()
  await database.close()
})

// Every job runs in one process of those sharing the database, the one holding its lock; the
// others ask again at each turn, so one takes over within a turn when that process dies.
const lead = (job: string) => database.lead(job)
const jobs = [
  runEvery('chain watcher', 5_000, () => app.jobs.chainTick(), app.log, lead),
  runEvery('draw scheduler', 5_000, () => app.jobs.drawTick(), app.log, lead),
  // Pricing three days of fixtures takes seconds: it runs beside the server, not before it.
  runEvery('sports feed', 15_000, () => app.jobs.sportsTick(), app.log, lead),
  // Unclaimed rewards and unwagered bonus money expire within a minute of their deadline.
  runEvery('rewards expiry', 60_000, () => app.jobs.rewardsTick(), app.log, lead),
  // Web Push notifications whose send failed are retried (new ones go out at their commit).
  runEvery('push retries', 15_000, () => app.jobs.pushTick(), app.log, lead),
  // Settlements' domain events whose writer stopped before consuming them (rewards, push).
  runEvery('domain events', 5_000, () => app.jobs.eventsTick(), app.log, lead),
  // Bets append the house side's movements instead of locking its rows; they are summed in here.
  runEvery('ledger rollup', 5_000, () => app.jobs.ledgerTick(), app.log, lead),
  // Transfers to a game studio whose answer was lost (or the server stopped mid-way) are settled,
  // and the rounds played on the transfer studios' own wallets are pulled into My bets.
  runEvery(
    'game transfers',
    30_000,
    async () => {
      await app.games.transfers.reconcilePending()
      await app.games.transfers.pullRecords()
    },
    app.log,
    lead,
  ),
]
app.addHook('onClose', async () => {
  for (const job of jobs) job.stop()
})
// The coming draws exist before the first request, so the lottery screens open on a draw.
await jobs[1]?.first

// The embedded database is this process's alone: `npm run ops` hands its commands over instead.
if (database.kind === 'pglite' && !config.DATA_DIR.startsWith('memory://')) {
  try {
    const stop = await listenForOps(config.DATA_DIR, (argv) =>
      runOps({ db: database.db, services: app.services }, argv),
    )
    app.addHook('onClose', stop)
  } catch (err) {
    // The site still serves; only the command must wait until the server is stopped.
    app.log.warn({ err }, 'no local channel for `npm run ops`: stop the server before running it')
  }
}

await app.listen({ port: config.PORT, host: config.HOST })
app.log.info({ database: database.kind, mode: config.APP_MODE }, 'Betsuite is ready')
