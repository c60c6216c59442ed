import { and, asc, count, desc, eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { operatorsQuery } from '#contract/backoffice.ts'
import type { OperatorRole, OperatorView, PageOf } from '#contract/backofficeRoles.ts'
import type { Clock } from '../../clock.ts'
import type { Db } from '../../db/client.ts'
import { notFound, rejected } from '../../http/envelope.ts'
import { PG, pgCode } from '../../pg/errors.ts'
import { hashPassword } from '../auth/index.ts'
import { type Actor, audited } from '../operators/index.ts'
import { operatorRecoveryCodes, operatorSessions, operators } from '../operators/tables.ts'
import type { Sealer } from './sealed.ts'
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUri } from './totp.ts'

type OperatorRow = typeof operators.$inferSelect

/** What a new operator needs to sign in for the first time; shown once, to whoever created it. */
export interface Enrolment {
  id: number
  name: string
  role: OperatorRole
  secret: string
  uri: string
  recoveryCodes: string[]
}

export const targetOf = (name: string) => `operator:${name}`

export const operatorView = (o: OperatorRow, now: Date): OperatorView => ({
  id: o.id,
  name: o.name,
  role: o.role as OperatorRole,
  enrolled: o.totpEnrolledAt !== null,
  disabled: o.disabledAt !== null,
  lockedUntil: o.totpLockedUntil && o.totpLockedUntil > now ? o.totpLockedUntil.toISOString() : null,
  createdAt: o.createdAt.toISOString(),
})

/** Stores the hashes of a fresh set of recovery codes and returns the codes themselves. */
export async function issueRecoveryCodes(tx: Db, operatorId: number) {
  const codes = newRecoveryCodes()
  await tx
    .insert(operatorRecoveryCodes)
    .values(codes.map((code) => ({ operatorId, codeHash: hashRecoveryCode(code) })))
  return codes
}

const endSessions = (tx: Db, operatorId: number, now: Date) =>
  tx
    .update(operatorSessions)
    .set({ endedAt: now })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.endedAt)))

const isUniqueViolation = (err: unknown) => pgCode(err) === PG.uniqueViolation

const sortColumns = {
  id: operators.id,
  name: operators.name,
  role: operators.role,
  createdAt: operators.createdAt,
}

/**
 * Operators as the admin manages them. Every change runs with its audit entry in one transaction;
 * an admin never changes their own role, access or second factor (so the last admin stays one).
 */
export function operatorService(db: Db, clock: Clock, sealer: Sealer) {
  async function lockedRow(tx: Db, id: number, actor: Actor) {
    const [row] = await tx.select().from(operators).where(eq(operators.id, id)).for('update')
    if (!row) throw notFound('operatorNotFound')
    if (actor.kind === 'operator' && actor.id === id) throw rejected('cannotChangeOwnAccount')
    return row
  }

  return {
    /**
     * The command line prints the recovery codes with the secret; an operator added from the
     * console gets them at the first sign-in instead, so the admin who added them never sees them.
     */
    async add(
      actor: Actor,
      input: { name: string; role: OperatorRole; password: string; reason?: string },
      opts: { recoveryCodes: boolean },
    ): Promise<Enrolment> {
      const now = clock.now()
      const passwordHash = await hashPassword(input.password)
      const secret = newTotpSecret()
      try {
        return await audited(db, actor, now, async (tx) => {
          const [created] = await tx
            .insert(operators)
            .values({
              name: input.name,
              role: input.role,
              passwordHash,
              totpSecret: sealer.seal(secret),
              createdAt: now,
            })
            .returning()
          if (!created) throw new Error('operator insert returned nothing')
          const recoveryCodes = opts.recoveryCodes ? await issueRecoveryCodes(tx, created.id) : []
          return {
            result: {
              id: created.id,
              name: created.name,
              role: input.role,
              secret,
              uri: otpauthUri(secret, created.name),
              recoveryCodes,
            },
            entry: {
              action: 'operator.add',
              target: targetOf(created.name),
              after: { role: input.role },
              reason: input.reason ?? null,
            },
          }
        })
      } catch (err) {
        if (isUniqueViolation(err)) throw rejected('operatorNameTaken', { field: 'name' })
        throw err
      }
    },

    changeRole(actor: Actor, id: number, role: OperatorRole, reason: string) {
      const now = clock.now()
      return audited(db, actor, now, async (tx) => {
        const row = await lockedRow(tx, id, actor)
        const [updated] = await tx.update(operators).set({ role }).where(eq(operators.id, id)).returning()
        return {
          result: operatorView(updated ?? row, now),
          entry: {
            action: 'operator.role',
            target: targetOf(row.name),
            before: { role: row.role },
            after: { role },
            reason,
          },
        }
      })
    },

    /** Disabling ends every session at once; enabling lets the operator sign in again. */
    setDisabled(actor: Actor, id: number, disabled: boolean, reason: string) {
      const now = clock.now()
      return audited(db, actor, now, async (tx) => {
        const row = await lockedRow(tx, id, actor)
        const [updated] = await tx
          .update(operators)
          .set({ disabledAt: disabled ? (row.disabledAt ?? now) : null })
          .where(eq(operators.id, id))
          .returning()
        if (disabled) await endSessions(tx, id, now)
        return {
          result: operatorView(updated ?? row, now),
          entry: {
            action: disabled ? 'operator.disable' : 'operator.enable',
            target: targetOf(row.name),
            before: { disabled: row.disabledAt !== null },
            after: { disabled },
            reason,
          },
        }
      })
    },

    /**
     * A lost phone: a new secret the operator enrols at the next sign-in, the old recovery codes
     * gone, the lock lifted and every session ended.
     */
    resetTotp(actor: Actor, id: number, reason: string) {
      const now = clock.now()
      return audited(db, actor, now, async (tx) => {
        const row = await lockedRow(tx, id, actor)
        const [updated] = await tx
          .update(operators)
          .set({
            totpSecret: sealer.seal(newTotpSecret()),
            totpEnrolledAt: null,
            totpLastStep: null,
            totpFailures: 0,
            totpLockedUntil: null,
          })
          .where(eq(operators.id, id))
          .returning()
        await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, id))
        await endSessions(tx, id, now)
        return {
          result: operatorView(updated ?? row, now),
          entry: {
            action: 'operator.resetTotp',
            target: targetOf(row.name),
            before: { enrolled: row.totpEnrolledAt !== null },
            after: { enrolled: false },
            reason,
          },
        }
      })
    },

    async list(q: z.output<typeof operatorsQuery>): Promise<PageOf<OperatorView>> {
      const where: SQL[] = []
      if (q.q) where.push(ilike(operators.name, `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
      if (q.role) where.push(eq(operators.role, q.role))
      if (q.status)
        where.push(q.status === 'disabled' ? isNotNull(operators.disabledAt) : isNull(operators.disabledAt))
      const filter = where.length ? and(...where) : undefined
      const direction = q.order === 'asc' ? asc : desc
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(operators)
          .where(filter)
          .orderBy(direction(sortColumns[q.sort]), direction(operators.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db.select({ n: count() }).from(operators).where(filter),
      ])
      const now = clock.now()
      return {
        rows: rows.map((r) => operatorView(r, now)),
        total: total?.n ?? 0,
        page: q.page,
        pageSize: q.pageSize,
      }
    },
  }
}

export type OperatorService = ReturnType<typeof operatorService>
