import { fileURLToPath } from 'node:url'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'

/**
 * The studio's handle on its database: any drizzle PostgreSQL database (PGlite or node-postgres),
 * whatever schema its owner declared; the studio names its own tables (./schema.ts) in every query.
 */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, unknown>>

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * Applies the studio's own migrations, kept apart from the host's: its tables and its migrations
 * table both live in the `studio` schema. The same code drizzle's PGlite and node-postgres
 * migrators run, so one function serves either driver.
 */
export async function migrateStudio(db: Db): Promise<void> {
  const config = { migrationsFolder, migrationsSchema: 'studio', migrationsTable: '__drizzle_migrations' }
  const internal = db as unknown as {
    dialect: { migrate(m: unknown, session: unknown, c: typeof config): Promise<void> }
    session: unknown
  }
  await internal.dialect.migrate(readMigrationFiles(config), internal.session, config)
}
