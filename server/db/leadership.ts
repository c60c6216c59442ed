import pg from 'pg'

/**
 * Which process does a background job: of every process on one PostgreSQL, the one holding the
 * job's session advisory lock. Each lock is held on one connection of its own, outside the pool,
 * for as long as the process lives; when the process dies (or its connection does), PostgreSQL
 * ends the session, the lock goes with it, and the next process to ask takes the job over. A
 * process that holds a lock checks its connection before each run, so one whose connection
 * dropped stops at once rather than running beside its successor.
 */
export function advisoryLeadership(url: string) {
  let client: pg.Client | null = null
  let connecting: Promise<pg.Client> | null = null
  const held = new Set<string>()
  const lost = (c: pg.Client) => {
    if (client !== c) return
    client = null
    held.clear()
    c.end().catch(() => undefined)
  }
  const connect = async () => {
    const c = new pg.Client({ connectionString: url, keepAlive: true })
    c.on('error', () => lost(c))
    c.on('end', () => lost(c))
    await c.connect()
    client = c
    return c
  }
  /** The lock connection, opened once however many jobs ask for it at the same time. */
  const connection = () => {
    if (client) return Promise.resolve(client)
    if (!connecting) {
      connecting = connect().finally(() => {
        connecting = null
      })
    }
    return connecting
  }
  return {
    /** Whether this process does `job` now: it holds the job's lock, or has just taken it. */
    async lead(job: string): Promise<boolean> {
      try {
        const c = await connection()
        if (held.has(job)) {
          await c.query('select 1')
          return held.has(job)
        }
        const { rows } = await c.query<{ ok: boolean }>(
          "select pg_try_advisory_lock(hashtext('betsuite:jobs'), hashtext($1)) as ok",
          [job],
        )
        if (rows[0]?.ok) held.add(job)
        return rows[0]?.ok === true
      } catch {
        if (client) lost(client)
        return false
      }
    },
    /** Lets every job go at once (a clean stop): the other processes take them over at their next turn. */
    async close() {
      const c = client
      client = null
      held.clear()
      await c?.end().catch(() => undefined)
    },
  }
}
