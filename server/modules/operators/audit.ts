import { and, asc, count, desc, gte, ilike, lt, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { auditQuery } from '#contract/backoffice.ts'
import type { AuditRow, OperatorRole, PageOf } from '#contract/backofficeRoles.ts'
import type { Db } from '../../db/client.ts'
import { utcDayAfter, utcDayStart } from '../../feeds/calendar/localTime.ts'
import { auditLog } from './tables.ts'

/** Who acted: a signed-in operator (with the address the request came from) or the command line. */
export type Actor =
  | { kind: 'operator'; id: number; name: string; role: OperatorRole; address: string | null }
  | { kind: 'cli' }

export interface AuditEntry {
  action: string
  target: string | null
  before?: unknown
  after?: unknown
  reason?: string | null
}

/** Writes one row inside the caller's transaction, so the entry and the effect commit or fail together. */
export async function writeAudit(tx: Db, actor: Actor, entry: AuditEntry, now: Date) {
  await tx.insert(auditLog).values({
    at: now,
    actorId: actor.kind === 'operator' ? actor.id : null,
    actorName: actor.kind === 'operator' ? actor.name : 'cli',
    actorRole: actor.kind === 'operator' ? actor.role : 'cli',
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    address: actor.kind === 'operator' ? actor.address : null,
  })
}

/**
 * Runs `work` and writes its audit entry in one transaction: an action that fails leaves no row,
 * and a row that cannot be written undoes the action.
 */
export function audited<T>(
  db: Db,
  actor: Actor,
  now: Date,
  work: (tx: Db) => Promise<{ result: T; entry: AuditEntry }>,
): Promise<T> {
  return db.transaction(async (outer) => {
    const tx = outer as unknown as Db
    const { result, entry } = await work(tx)
    await writeAudit(tx, actor, entry, now)
    return result
  })
}

/** LIKE wildcards in a filter are the characters themselves. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const sortColumns = { at: auditLog.id, actor: auditLog.actorName, action: auditLog.action }

/** One page of the log, newest first unless asked otherwise; filters match parts of names. */
export async function auditPage(db: Db, q: z.output<typeof auditQuery>): Promise<PageOf<AuditRow>> {
  const where: SQL[] = []
  if (q.actor) where.push(ilike(auditLog.actorName, contains(q.actor)))
  if (q.action) where.push(ilike(auditLog.action, contains(q.action)))
  if (q.target) where.push(ilike(auditLog.target, contains(q.target)))
  if (q.from) where.push(gte(auditLog.at, utcDayStart(q.from)))
  if (q.to) where.push(lt(auditLog.at, utcDayAfter(q.to)))
  const filter = where.length ? and(...where) : undefined
  const direction = q.order === 'asc' ? asc : desc
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(filter)
      .orderBy(direction(sortColumns[q.sort]), direction(auditLog.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(auditLog).where(filter),
  ])
  return {
    rows: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: r.actorName,
      actorRole: r.actorRole,
      action: r.action,
      target: r.target,
      before: r.before,
      after: r.after,
      reason: r.reason,
      address: r.address,
    })),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  }
}
