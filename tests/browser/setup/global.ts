import type { Server } from 'node:http'
import { and, eq } from 'drizzle-orm'
import { loadConfig } from '../../../server/config.ts'
import { openDatabase } from '../../../server/db/client.ts'
import { cricketMatches } from '../../../server/db/schema.ts'
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
  // The lottery screens need scheduled draws.
  await app.jobs.drawTick()
  await app.jobs.sportsTick()
  const scenarios: Server = await startScenarioServer(TEST_SCENARIO_PORT, {
    async postponeCricket(matchId) {
      const postponed = await database.db
        .update(cricketMatches)
        .set({ status: 'postponed', updatedAt: new Date() })
        .where(and(eq(cricketMatches.id, matchId), eq(cricketMatches.status, 'scheduled')))
        .returning({ id: cricketMatches.id })
      return postponed.length > 0
    },
  })
  return async () => {
    scenarios.close()
    await app.close()
    await database.close()
  }
}
