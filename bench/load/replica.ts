import { and, asc, eq, gt } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { matches } from '../../server/modules/fixtures/tables.ts'
import { drive, type RunResult } from './http.ts'

/**
 * The read path of a lobby on a streaming replica. The server has no read-replica setting yet
 * (server/config.ts, server/db/client.ts), and a process whose DATABASE_URL is a standby cannot
 * start (it migrates), so the bench runs the lobby's own query (server/modules/sports/routes.ts,
 * GET /sports/soccer?start=0&limit=20, built by drizzle the same way) on the replica.
 *
 * First it proves the replica is current: the write `written` (a bet placed through the site,
 * its number) is looked for on the replica once the replica has replayed the primary's WAL up to
 * the position after that write; then the replica's replay lag is read from pg_stat_replication.
 */
export async function replicaReads(o: {
  primaryUrl: string
  replicaUrl: string
  written: string
  concurrency: number
  seconds: number
}) {
  const primary = new pg.Client({ connectionString: o.primaryUrl })
  const replica = new pg.Pool({ connectionString: o.replicaUrl, max: o.concurrency })
  await primary.connect()
  try {
    const lsn = String((await primary.query('select pg_current_wal_lsn()::text as l')).rows[0].l)
    const t0 = performance.now()
    for (;;) {
      const { rows } = await replica.query('select pg_last_wal_replay_lsn() >= $1::pg_lsn as caught', [lsn])
      if (rows[0]?.caught) break
      if (performance.now() - t0 > 30_000) throw new Error(`the replica never replayed ${lsn}`)
      await new Promise((r) => setTimeout(r, 5))
    }
    const caughtMs = performance.now() - t0
    const seen = Number(
      (await replica.query('select count(*)::int as n from sport_bets where bet_no = $1', [o.written]))
        .rows[0].n,
    )
    const lag = (
      await primary.query(
        `select pg_wal_lsn_diff($1::pg_lsn, replay_lsn)::bigint::text as behind_write,
                coalesce(extract(epoch from replay_lag) * 1000, 0)::float8 as replay_lag_ms, state
         from pg_stat_replication`,
        [lsn],
      )
    ).rows[0] as { behind_write: string; replay_lag_ms: number; state: string } | undefined

    const db = drizzle(replica)
    const lobby = () =>
      db
        .select()
        .from(matches)
        .where(
          and(eq(matches.game, 'soccer'), eq(matches.status, 'scheduled'), gt(matches.kickoff, new Date())),
        )
        .orderBy(asc(matches.kickoff))
        .offset(0)
        .limit(20)
    const rows = (await lobby()).length
    const run: RunResult = await drive(o.concurrency, o.seconds, async () => {
      await lobby()
      return { kind: 'ok' }
    })
    return { caughtMs, seen, lag, rows, run }
  } finally {
    await primary.end()
    await replica.end()
  }
}
