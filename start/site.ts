import { mountStudio } from '@betsuite/studio'
import { type BuildOptions, buildApp } from '../server/app.ts'
import { systemClock } from '../server/clock.ts'
import { ownHttp } from '../server/http/ownAddress.ts'

/**
 * The site as it runs: the site's app, and in demo mode the sandbox game studio mounted next to
 * it on the same server (an outside service in its own package and schema, reaching the site only
 * over the signed HTTP API at the server's own address). Production mounts no studio.
 * `npm start`, the ops command and every test harness build the site here.
 */
export async function buildSite(options: BuildOptions) {
  const app = await buildApp(options)
  const { config } = options
  if (config.APP_MODE !== 'demo') {
    app.decorate('studio', null)
    app.decorate('live', null)
    return app
  }
  const clock = options.clock ?? systemClock
  const [bettingMs, dealingMs, resultMs] = config.LIVE_PHASES_MS.split(',').map(Number)
  const own = ownHttp(app)
  await mountStudio(app, {
    db: options.database.db,
    now: () => clock.now(),
    operatorUrl: own.baseUrl,
    fetch: own.fetch,
    // The studio and the site hold each provider's key, as they would at contract.
    keyOf: (provider) => app.games.keyOf(provider),
    staticDir: config.STATIC_DIR,
    phases: { bettingMs, dealingMs, resultMs },
    // One process of those sharing the database runs the tables (server/db/leadership.ts).
    lead: (job) => options.database.lead(job),
  })
  return app
}
