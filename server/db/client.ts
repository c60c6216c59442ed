import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { advisoryLeadership } from './leadership.ts'
import { migratedPglite } from './memoryImage.ts'
import * as schema from './schema.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  /**
   * Where read-mostly public calls read (lobbies, results): a streaming replica when one is
   * configured (DATABASE_REPLICA_URL), otherwise `db`. A replica is a few ms behind the primary,
   * so nothing a player has just written (their bets, balance, messages) is read here.
   */
  read: Db
  kind: 'pglite' | 'postgres'
  /** LISTEN on a channel; resolves to the function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  notify(channel: string, payload: string): Promise<void>
  /**
   * Whether this process runs background `job` now. Of several processes on one PostgreSQL exactly
   * one does, and another takes over when it dies (db/leadership.ts); the embedded database is one
   * process's alone, so it always does.
   */
  lead(job: string): Promise<boolean>
  /** The connection pool's use (PostgreSQL); null for the embedded database's one connection. */
  pool(): { total: number; idle: number; waiting: number } | null
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * PostgreSQL when a URL is given, otherwise PGlite in-process: persisted under `dataDir`, or in
 * memory when `dataDir` is 'memory://' (tests). Migrations run before the handle is returned.
 */
export async function openDatabase(opts: {
  url?: string
  dataDir: string
  /** A hot standby of `url`'s database (never migrated here: it replays the primary's). */
  replicaUrl?: string
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 })
    const db = drizzlePg(pool, { schema })
    await migratePg(db, { migrationsFolder })
    const replica = opts.replicaUrl ? new pg.Pool({ connectionString: opts.replicaUrl, max: 10 }) : undefined
    // LISTEN holds its connection, so it gets its own client outside the pool.
    const listeners: pg.Client[] = []
    const leadership = advisoryLeadership(opts.url)
    return {
      db: db as unknown as Db,
      read: (replica ? drizzlePg(replica, { schema }) : db) as unknown as Db,
      kind: 'postgres',
      async listen(channel, onPayload) {
        const client = new pg.Client({ connectionString: opts.url })
        await client.connect()
        client.on('notification', (n) => n.channel === channel && onPayload(n.payload ?? ''))
        await client.query(`LISTEN ${channel}`)
        listeners.push(client)
        return async () => {
          listeners.splice(listeners.indexOf(client), 1)
          await client.end()
        }
      },
      notify: async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [channel, payload])
      },
      lead: (job) => leadership.lead(job),
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await leadership.close()
        await Promise.all(listeners.map((c) => c.end()))
        await Promise.all([pool.end(), replica?.end()])
      },
    }
  }
  const memory = opts.dataDir.startsWith('memory://')
  // A data directory PGlite has not made yet starts from the migrated image, as memory does.
  const fresh = !memory && !existsSync(join(opts.dataDir, 'PG_VERSION'))
  if (!memory) mkdirSync(opts.dataDir, { recursive: true })
  const migrate = (client: PGlite) => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder })
  const client =
    memory || fresh
      ? await migratedPglite(migrate, migrationsFolder, fresh ? opts.dataDir : undefined)
      : new PGlite(opts.dataDir)
  const db = drizzlePglite(client, { schema })
  // Nothing left to apply to a database made from the image; a data directory may be behind.
  await migrate(client)
  if (opts.replicaUrl)
    throw new Error('DATABASE_REPLICA_URL needs DATABASE_URL: the embedded database has no replicas')
  return {
    db: db as unknown as Db,
    read: db as unknown as Db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const stop = await client.listen(channel, onPayload)
      return async () => stop()
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload])
    },
    lead: async () => true,
    pool: () => null,
    close: () => client.close(),
  }
}
