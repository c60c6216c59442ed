import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { LedgerKind } from '#contract/ledger.ts'
import type { Db } from '../../db/client.ts'
import { AppError, rejected } from '../../http/envelope.ts'
import { literal, pipelined } from '../../pg/pipelined.ts'
import { ledgerTransactions } from './tables.ts'

export interface Operation {
  /** Chosen by the caller (client or job) and sent again on a retry. */
  key: string
  kind: LedgerKind
  userId: number | null
  /** What was asked; the same key with a different request is refused. */
  request: unknown
}

interface StoredFailure {
  error: { status: number; code: number; msg: string; data: unknown }
}

export const hashOf = (value: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)))
    .digest('hex')

const replay = (row: typeof ledgerTransactions.$inferSelect, requestHash: string) => {
  if (row.requestHash !== requestHash) throw rejected('idempotencyKeyReused')
  if (row.status === 'failed') {
    const { error } = row.response as StoredFailure
    throw new AppError(error.status, error.msg, error.data, error.code)
  }
  return row.response
}

/**
 * Runs a money operation exactly once per key. The key, the work and the first answer commit in
 * one database transaction. A business refusal (an AppError) from the work rolls everything back
 * and is then stored as the key's answer in a transaction of its own, so a repeat of that key gets
 * the same refusal; an unexpected error leaves no trace and may be retried. Concurrent repeats wait
 * on the key's unique index and then read the stored answer. No savepoint: the work's refusal is
 * the rare path, and a savepoint round trip on every bet is not.
 * `guard`, when given, runs first in the same transaction, before the key is written: what it locks
 * stays locked through the work, and its refusal keeps nothing, so the same key may come again once
 * the reason is gone (a key already answered replays that answer instead of the refusal).
 */
export async function runOnce<T>(
  db: Db,
  op: Operation,
  work: (tx: Db, transactionId: number) => Promise<T>,
  guard?: (tx: Db) => Promise<unknown>,
): Promise<T> {
  const requestHash = hashOf(op.request)
  let refusal: AppError | undefined
  const run = async (tx: Db, id: number) => {
    try {
      return await work(tx, id)
    } catch (err) {
      if (err instanceof AppError) refusal = err
      throw err
    }
  }
  // On PostgreSQL the key's insert travels with `begin` and its answer with `commit` (pg/pipelined.ts).
  const pipeline = guard ? undefined : pipelined(db)
  try {
    if (pipeline)
      return await pipeline(insertKeySql(op, requestHash), async (tx, opened) => {
        const id = (opened.rows[0] as { id?: string | number } | undefined)?.id
        if (id === undefined) return { value: replay(await stored(tx, op.key), requestHash) as T }
        const value = await run(tx, Number(id))
        return { value, last: answerSql(Number(id), value) }
      })
    return await db.transaction(async (outer) => {
      const tx = outer as unknown as Db
      if (guard) {
        try {
          await guard(tx)
        } catch (err) {
          if (!(err instanceof AppError)) throw err
          // A repeat of a key already answered gets that answer, whatever the guard says now: its
          // answer was lost (a claim retried after a later withdrawal was paid, not refused), or a
          // twin request committed while this one waited on the guard's lock. Read under that lock.
          const [answered] = await tx
            .select()
            .from(ledgerTransactions)
            .where(eq(ledgerTransactions.idempotencyKey, op.key))
          if (answered) return replay(answered, requestHash) as T
          throw err
        }
      }
      const [created] = await tx
        .insert(ledgerTransactions)
        .values({ idempotencyKey: op.key, kind: op.kind, userId: op.userId, requestHash, status: 'pending' })
        .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
        .returning({ id: ledgerTransactions.id })
      if (!created) return replay(await stored(tx, op.key), requestHash) as T
      const value = await run(tx, created.id)
      await tx
        .update(ledgerTransactions)
        .set({ status: 'done', response: value as object })
        .where(eq(ledgerTransactions.id, created.id))
      return value
    })
  } catch (err) {
    if (!refusal || err !== refusal) throw err
    return storeRefusal<T>(db, op, requestHash, refusal)
  }
}

/** The key claimed as pending, its id returned (none when the key exists): the statement sent with `begin`. */
const insertKeySql = (op: Operation, requestHash: string) =>
  `insert into ledger_transactions (idempotency_key, kind, user_id, request_hash, status)
   values (${literal(op.key)}, ${literal(op.kind)}, ${literal(op.userId)}, ${literal(requestHash)}, 'pending')
   on conflict (idempotency_key) do nothing returning id`

/** The key's first answer, stored as drizzle's jsonb column stores it: the statement sent with `commit`. */
const answerSql = (id: number, value: unknown) =>
  `update ledger_transactions set status = 'done',
   response = ${value === undefined ? 'null' : `${literal(JSON.stringify(value))}::jsonb`} where id = ${id}`

async function stored(tx: Db, key: string) {
  const [existing] = await tx
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, key))
  if (!existing) throw new Error(`idempotency key ${key} vanished`)
  return existing
}

/**
 * Keeps the work's refusal as the key's answer, now that its writes are rolled back. A twin that
 * ran meanwhile and committed first made the key's answer: this one then answers that.
 */
async function storeRefusal<T>(db: Db, op: Operation, requestHash: string, err: AppError): Promise<T> {
  const failure: StoredFailure = {
    error: { status: err.status, code: err.code, msg: err.message, data: err.data },
  }
  const [created] = await db
    .insert(ledgerTransactions)
    .values({
      idempotencyKey: op.key,
      kind: op.kind,
      userId: op.userId,
      requestHash,
      status: 'failed',
      response: failure,
    })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id })
  if (created) throw err
  // `replay` answers a stored success with its value and throws a stored refusal.
  return replay(await stored(db, op.key), requestHash) as T
}
