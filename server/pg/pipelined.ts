import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session'
import pg from 'pg'
import type { Db } from '../db/client.ts'

/** A value written into SQL text: the simple protocol has no parameters. */
export const literal = (value: string | number | null) =>
  value === null ? 'null' : typeof value === 'number' ? String(value) : pg.escapeLiteral(value)

/** What `pipelinedTransaction`'s work answers: its value, and a statement to send with the commit. */
export interface Closing<T> {
  value: T
  /** SQL run just before `commit`, in the same round trip (literals only, see `literal`). */
  last?: string
}

/**
 * A transaction on node-postgres whose first statement travels with its `begin` and whose last
 * with its `commit`: two round trips fewer than drizzle's transaction, which sends begin and
 * commit alone. Both go as one simple-protocol query (several statements, no parameters: the
 * values are written in with `literal`), which PostgreSQL runs in order and stops at the first
 * error. In between, the work gets an ordinary drizzle handle on the same connection. Undefined
 * when `db` is not the pool's root handle (the embedded database, whose one connection drizzle
 * already serialises, or a transaction already open): the caller then uses `db.transaction`.
 */
export function pipelined(db: Db) {
  const root = db as unknown as {
    $client?: unknown
    dialect: ConstructorParameters<typeof NodePgSession>[1]
    session: { schema: ConstructorParameters<typeof NodePgSession>[2]; options: object }
  }
  const pool = root.$client
  if (!(pool instanceof pg.Pool)) return undefined
  return async <T>(
    first: string,
    work: (tx: Db, opened: pg.QueryResult) => Promise<Closing<T>>,
  ): Promise<T> => {
    const client = await pool.connect()
    let broken: Error | undefined
    try {
      const results = (await client.query(`begin; ${first}`)) as unknown as pg.QueryResult[]
      const session = new NodePgSession(client, root.dialect, root.session.schema, root.session.options)
      const tx = new NodePgTransaction(root.dialect, session, root.session.schema) as unknown as Db
      const opened = results[1]
      if (!opened) throw new Error('the first statement of a pipelined transaction answered nothing')
      const { value, last } = await work(tx, opened)
      await client.query(last ? `${last}; commit` : 'commit')
      return value
    } catch (err) {
      // The transaction may be open (or aborted) still; a connection that cannot roll back is dropped.
      await client.query('rollback').catch((e: Error) => {
        broken = e
      })
      throw err
    } finally {
      client.release(broken)
    }
  }
}
