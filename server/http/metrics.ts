import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/** Seconds: from a cached lobby (a millisecond) to a bet that waited on a busy database (seconds). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

/**
 * What an operator watches, in Prometheus's format (GET /metrics): one registry per app, so the
 * tests' many apps in one process never mix their counts. Labels are bounded: a route is its
 * template (/sports/:game), never the path a caller made up; a refusal is its error code.
 */
export function createMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  return {
    registry,
    requests: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route template and status, with their latency',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    placements: new Histogram({
      name: 'bet_placement_duration_seconds',
      help: 'Bet placements by product and outcome (placed, refused, failed), with their latency',
      labelNames: ['product', 'outcome'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    refusals: new Counter({
      name: 'bet_refusals_total',
      help: 'Bets refused, by product and reason (the error code the player was answered)',
      labelNames: ['product', 'reason'] as const,
      registers,
    }),
    jobs: new Histogram({
      name: 'job_duration_seconds',
      help: 'Background job runs by job and outcome (ok, failed), with their duration',
      labelNames: ['job', 'outcome'] as const,
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60],
      registers,
    }),
    /** A gauge read when scraped (open sockets, pool use, lock waits): nothing to keep up to date. */
    gauge(name: string, help: string, read: () => Promise<number | null> | number | null) {
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          const value = await read()
          if (value !== null) this.set(value)
        },
      })
    },
  }
}

export type Metrics = ReturnType<typeof createMetrics>

/** Each job's runs counted and timed, by name; a failure is counted and thrown on as before. */
export function timedJobs<J extends Record<string, () => Promise<unknown>>>(metrics: Metrics, jobs: J): J {
  const timed = Object.entries(jobs).map(([job, run]) => [
    job,
    async () => {
      const end = metrics.jobs.startTimer({ job })
      try {
        const out = await run()
        end({ outcome: 'ok' })
        return out
      } catch (err) {
        end({ outcome: 'failed' })
        throw err
      }
    },
  ])
  return Object.fromEntries(timed) as J
}
