import { and, asc, eq, gt, lte } from 'drizzle-orm'
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { seededRandom } from '../seeded.ts'

/**
 * The timing every simulated feed keeps, whatever the sport: fixtures announced at least three
 * days ahead (and, on a fresh site, the past three weeks played at once, so results read like a
 * season under way), prices that move every ten minutes (the soonest matches first), a few matches
 * postponed (the settlement voids one postponed for over 36 hours: server/modules/betting/postponement.ts).
 * A feed brings its own fixtures, model and results; these passes run them against its table.
 */
// Today's UTC day and the next three: a lobby reaches 72 to 96 hours ahead. Leagues rest between
// rounds (no football on a Thursday), and with only two days beyond today a Wednesday night
// lobby showed two football matches.
export const DAYS_AHEAD = 4
export const HISTORY_DAYS = 21
export const POSTPONED_SHARE = 0.03
export const REPRICE_EVERY_MS = 10 * 60_000
export const REPRICE_BATCH = 6

const DAY_MS = 86_400_000

/**
 * The UTC days a feed still has to announce: on its first sync the past three weeks, today and
 * the next three days, afterwards only the day that comes into view. Inserting is idempotent
 * (feed keys are unique), so a restart only tries the window again and adds nothing; call
 * `done` once a day's fixtures are stored.
 */
export function announcements() {
  const announced = new Set<number>()
  return (now: Date) => {
    const today = Math.floor(now.getTime() / DAY_MS)
    for (const day of announced) if (day < today - HISTORY_DAYS) announced.delete(day)
    const days: { day: Date; done(): void }[] = []
    for (let d = today - HISTORY_DAYS; d < today + DAYS_AHEAD; d++)
      if (!announced.has(d)) days.push({ day: new Date(d * DAY_MS), done: () => announced.add(d) })
    return days
  }
}

/** The columns every feed's match table has. */
type FeedTable = PgTable & {
  id: AnyPgColumn
  status: AnyPgColumn
  kickoff: AnyPgColumn
  updatedAt: AnyPgColumn
}
type Row<T extends FeedTable> = T['$inferSelect'] & { id: number; feedKey: string; oddsVersion: number }
type Change<T extends FeedTable> = Partial<T['$inferInsert']>

// Drizzle cannot type a select or update over a table parameter; the rows and changes are the
// table's own, as the signatures say.
const rowsOf = <T extends FeedTable>(db: Db, table: T) => db.select().from(table as PgTable)
const update = <T extends FeedTable>(db: Db, table: T, id: number, values: Change<T>, status?: string) =>
  db
    .update(table)
    .set(values as PgUpdateSetSource<T>)
    .where(status === undefined ? eq(table.id, id) : and(eq(table.id, id), eq(table.status, status)))

/**
 * Prices move: the soonest matches not started yet whose prices have rested for a while get
 * `reprice`'s change (seeded by the match and its price version) and a new price version.
 */
export async function repriceDue<T extends FeedTable>(
  db: Db,
  table: T,
  now: Date,
  reprice: (m: Row<T>, rand: () => number) => Change<T>,
) {
  const due = (await rowsOf(db, table)
    .where(
      and(
        eq(table.status, 'scheduled'),
        gt(table.kickoff, now),
        lte(table.updatedAt, new Date(now.getTime() - REPRICE_EVERY_MS)),
      ),
    )
    .orderBy(asc(table.kickoff))
    .limit(REPRICE_BATCH)) as Row<T>[]
  for (const m of due) {
    const change = reprice(m, seededRandom(`${m.feedKey}:${m.oddsVersion}`))
    await update(db, table, m.id, { ...change, oddsVersion: m.oddsVersion + 1, updatedAt: now })
  }
}

/**
 * Decides every match that has started: `decide` (with a generator seeded by the match) says
 * postponed, finished with its result, or not over yet (null). Returns how many matches finished.
 */
export async function playStarted<T extends FeedTable>(
  db: Db,
  table: T,
  now: Date,
  decide: (m: Row<T>, rand: () => number) => (Change<T> & { status: 'postponed' | 'finished' }) | null,
) {
  const started = (await rowsOf(db, table).where(
    and(eq(table.status, 'scheduled'), lte(table.kickoff, now)),
  )) as Row<T>[]
  let played = 0
  for (const m of started) {
    const change = decide(m, seededRandom(`${m.feedKey}:result`))
    if (!change) continue
    // Only while still scheduled: a trader may have voided it since it was read.
    await update(db, table, m.id, { ...change, updatedAt: now }, 'scheduled')
    if (change.status === 'finished') played++
  }
  return played
}
