import { eq, sql } from 'drizzle-orm'
import type { Db } from './client.ts'
import { serverSecrets } from './schema.ts'

const KEY = 'clock_offset_ms'

export async function readClockOffset(db: Db): Promise<number> {
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, KEY))
  return row ? Number(row.value) : 0
}

/** Moves the demo clock forward; it never goes back, so a draw cannot run twice. */
export async function advanceClockOffset(db: Db, ms: number): Promise<number> {
  const next = (await readClockOffset(db)) + Math.max(0, ms)
  await db
    .insert(serverSecrets)
    .values({ name: KEY, value: String(next) })
    .onConflictDoUpdate({ target: serverSecrets.name, set: { value: sql`excluded.value` } })
  return next
}
