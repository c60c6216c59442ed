import type { Server } from 'node:http'
import { and, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { loadConfig } from '../../../server/config.ts'
import { openDatabase } from '../../../server/db/client.ts'
import { cricketMatches, users } from '../../../server/db/schema.ts'
import { buildSite } from '../../../start/site.ts'
import { TEST_API_PORT, TEST_SCENARIO_PORT } from './ports.ts'
import { startScenarioServer } from './scenarios.ts'

/**
 * Browser tests talk to the real API server (in-memory PGlite, seeded demo data) and to a
 * scripted HTTP server for the client's retry and refresh rules; Vite proxies both.
 */
export default async function setup() {
  // Many test files share this server from one address, so per-address limits are off here;
  // the limits themselves are tested in server/modules/auth/auth.test.ts.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent',
    DATA_DIR: 'memory://',
    RATE_LIMITS: 'off',
  })
  const database = await openDatabase({ dataDir: 'memory://' })
  const app = await buildSite({ config, database })
  await app.listen({ port: TEST_API_PORT, host: '127.0.0.1' })
  // The lottery screens need scheduled draws, and keep needing them: a racing draw closes every
  // few minutes, so the scheduler runs on a timer as in start/main.ts, however long the run is.
  await app.jobs.drawTick()
  await app.jobs.sportsTick()
  let ticking = Promise.resolve(0)
  const ticker = setInterval(() => {
    ticking = ticking.then(() => app.jobs.drawTick()).catch(() => 0)
  }, 5_000)
  const scenarios: Server = await startScenarioServer(TEST_SCENARIO_PORT, {
    api: `http://127.0.0.1:${TEST_API_PORT}`,
    async postponeCricket(matchId) {
      const postponed = await database.db
        .update(cricketMatches)
        .set({ status: 'postponed', updatedAt: new Date() })
        .where(and(eq(cricketMatches.id, matchId), eq(cricketMatches.status, 'scheduled')))
        .returning({ id: cricketMatches.id })
      return postponed.length > 0
    },
    async setInviteCode(account, code) {
      const changed = await database.db
        .update(users)
        .set({ inviteCode: code })
        .where(eq(users.account, account))
        .returning({ id: users.id })
      return changed.length > 0
    },
    async referrerOf(account) {
      const referrer = alias(users, 'referrer')
      const [row] = await database.db
        .select({ account: referrer.account })
        .from(users)
        .innerJoin(referrer, eq(referrer.id, users.referrerId))
        .where(eq(users.account, account))
      return row?.account ?? null
    },
  })
  return async () => {
    clearInterval(ticker)
    await ticking
    scenarios.close()
    await app.close()
    await database.close()
  }
}
