import { timingSafeEqual } from 'node:crypto'
import type { Config } from '../config.ts'
import type { ModulePlugin } from '../context.ts'
import type { Database } from '../db/client.ts'
import { unauthorized } from './envelope.ts'
import type { Metrics } from './metrics.ts'

const sameToken = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))

/** Backends of this database waiting on a lock (the ledger's rows above all), as PostgreSQL sees them now. */
async function lockWaits(database: Database) {
  if (database.kind !== 'postgres') return null
  // Both drivers answer raw SQL with its rows.
  const { rows } = (await database.db.execute(
    "select count(*)::text as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
  )) as unknown as { rows: { n: string }[] }
  return Number(rows[0]?.n ?? 0)
}

/**
 * GET /metrics in Prometheus's text format: with METRICS_TOKEN set, for its bearer only; without
 * it, open in demo mode and absent in production. Besides the registry's counters, read when
 * scraped: open WebSockets, the pool's use and lock waits.
 */
export function metricsPlugin(s: { config: Config; database: Database; metrics: Metrics }): ModulePlugin {
  const { config, database, metrics } = s
  return {
    register: async (app) => {
      if (config.APP_MODE === 'production' && !config.METRICS_TOKEN) return
      metrics.gauge('websocket_connections', 'WebSocket connections open on this process', () =>
        app.websocketServer ? app.websocketServer.clients.size : null,
      )
      const pool = (read: (p: NonNullable<ReturnType<Database['pool']>>) => number) => () => {
        const p = database.pool()
        return p ? read(p) : null
      }
      metrics.gauge(
        'db_pool_connections',
        'Database connections this process holds',
        pool((p) => p.total),
      )
      metrics.gauge(
        'db_pool_idle',
        'Database connections idle in the pool',
        pool((p) => p.idle),
      )
      metrics.gauge(
        'db_pool_waiting',
        'Queries waiting for a database connection',
        pool((p) => p.waiting),
      )
      metrics.gauge('db_lock_waits', 'Database backends waiting on a lock (ledger rows above all)', () =>
        lockWaits(database),
      )
      app.get('/metrics', async (req, reply) => {
        if (config.METRICS_TOKEN) {
          const given = req.headers.authorization?.replace(/^Bearer /, '') ?? ''
          if (!sameToken(given, config.METRICS_TOKEN)) throw unauthorized()
        }
        reply.type(metrics.registry.contentType)
        return metrics.registry.metrics()
      })
    },
  }
}
