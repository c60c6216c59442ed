import { eq, inArray, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { verifyPassword } from '../auth/index.ts'
import { DEMO_OPERATOR } from '../backoffice/index.ts'
import { operators } from '../operators/tables.ts'
import { chainTransfers } from '../payments/tables.ts'
import { users } from '../players/tables.ts'
import { serverSecrets } from '../site/tables.ts'
import { outboxMessages } from '../verification/tables.ts'
import { DEMO_ACCOUNTS } from './seed.ts'

/** Written on every start in demo mode: the database has served the demo, whatever was deleted since. */
const DEMO_MARK = 'demo_database'

/** What only demo mode writes to server_secrets (production takes its keys from the environment). */
const DEMO_SECRETS: Record<string, string> = {
  [DEMO_MARK]: 'a start in demo mode',
  jwt: 'a signing key generated in demo mode',
  vapid: 'Web Push keys generated in demo mode',
  clock_offset_ms: 'the demo clock',
}

/**
 * Tables only the site's sandboxes (chain, demo outbox) fill. The sandbox studio keeps its own
 * books in its own schema, `studio`, which exists only where it ran (or played, before it moved).
 */
const SANDBOX_TABLES: [string, PgTable][] = [
  ['chain_transfers', chainTransfers],
  ['outbox_messages', outboxMessages],
]

export const markDemoDatabase = (db: Db) =>
  db.insert(serverSecrets).values({ name: DEMO_MARK, value: 'demo' }).onConflictDoNothing()

/**
 * What in this database shows it has served the demo: its mark and the keys demo mode generates,
 * the README's accounts and operator still signing in with the README's passwords (players cannot
 * register those names: auth/routes.ts), and rows in the sandboxes' tables. Empty: never demo.
 */
export async function demoTraces(db: Db): Promise<string[]> {
  const found: string[] = []
  const secrets = await db
    .select({ name: serverSecrets.name })
    .from(serverSecrets)
    .where(inArray(serverSecrets.name, Object.keys(DEMO_SECRETS)))
  for (const { name } of secrets) found.push(DEMO_SECRETS[name] ?? name)

  const accounts = await db
    .select({ account: users.account, hash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.account,
        DEMO_ACCOUNTS.map((a) => a.account),
      ),
    )
  const open: string[] = []
  for (const demo of DEMO_ACCOUNTS) {
    const row = accounts.find((a) => a.account === demo.account)
    if (row && (await verifyPassword(row.hash, demo.password))) open.push(demo.account)
  }
  if (open.length) found.push(`demo accounts ${open.join(', ')}`)

  const [admin] = await db
    .select({ hash: operators.passwordHash })
    .from(operators)
    .where(eq(operators.name, DEMO_OPERATOR.name))
  if (admin && (await verifyPassword(admin.hash, DEMO_OPERATOR.password)))
    found.push(`the demo operator ${DEMO_OPERATOR.name}`)

  const filled: string[] = []
  for (const [name, table] of SANDBOX_TABLES) {
    const [row] = await db.select({ one: sql<number>`1` }).from(table).limit(1)
    if (row) filled.push(name)
  }
  if (filled.length) found.push(`sandbox rows in ${filled.join(', ')}`)
  const [studio] = await db
    .select({ one: sql<number>`1` })
    .from(sql`pg_namespace`)
    .where(sql`nspname = 'studio'`)
  if (studio) found.push("the sandbox studio's schema (studio)")
  return found
}

/**
 * Production refuses a database that has served the demo: its public accounts, operator and
 * sandbox money would be live. Nothing is written before this check, so the database is left as
 * it was.
 */
export async function refuseDemoData(db: Db) {
  const found = await demoTraces(db)
  if (found.length)
    throw new Error(
      `This database holds demo data (${found.join('; ')}). Production needs a database that was ` +
        'never started in demo mode: create a new one and set DATABASE_URL to it (or DATA_DIR to a ' +
        'new directory for the embedded database).',
    )
}
