import { createHash, randomBytes } from 'node:crypto'
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import {
  type Me,
  type OperatorRole,
  pagesOf,
  type SessionAnswer,
  type SignInAnswer,
} from '#contract/backofficeRoles.ts'
import type { Clock } from '../../clock.ts'
import type { Db } from '../../db/client.ts'
import { rejected } from '../../http/envelope.ts'
import { burnPasswordCheck, verifyPassword } from '../auth/index.ts'
import { type Actor, writeAudit } from '../operators/index.ts'
import { operatorRecoveryCodes, operatorSessions, operators } from '../operators/tables.ts'
import { issueRecoveryCodes, targetOf } from './operators.ts'
import type { Sealer } from './sealed.ts'
import { hashRecoveryCode, otpauthUri, totpStep } from './totp.ts'

export const MAX_SECOND_FACTOR_FAILURES = 5
export const LOCK_MS = 15 * 60_000
const CHALLENGE_MS = 5 * 60_000
/** A session lives at most 12 hours, and ends after 30 minutes without a request. */
export const SESSION_MS = 12 * 3600_000
export const IDLE_MS = 30 * 60_000
/** The idle deadline moves at most once a minute per session, not on every request. */
const SLIDE_STEP_MS = 60_000
/** Spent challenges and sessions ended or expired a day ago are removed as new ones start. */
const KEEP_ENDED_MS = 24 * 3600_000

const newToken = () => randomBytes(32).toString('base64url')
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export interface SignedInOperator {
  id: number
  name: string
  role: OperatorRole
  sessionId: string
}

const meOf = (o: { id: number; name: string; role: string }): Me => ({
  id: o.id,
  name: o.name,
  role: o.role as OperatorRole,
  pages: pagesOf(o.role as OperatorRole),
})

type Outcome =
  | { ok: true; answer: SessionAnswer }
  | { ok: false; msg: 'operatorLocked'; retryAfter: number }
  | { ok: false; msg: 'secondFactorWrong'; triesLeft: number }
  | { ok: false; msg: 'signInExpired' }

/**
 * Operator sign-in: a password opens a five-minute challenge, a TOTP code (or one recovery code)
 * turns it into a session. Sessions are opaque random tokens kept as hashes: a player's JWT is
 * never one, and an operator's token is never a player's.
 */
export function operatorSignIn(db: Db, clock: Clock, sealer: Sealer) {
  async function start(name: string, password: string): Promise<SignInAnswer> {
    const [operator] = await db.select().from(operators).where(eq(operators.name, name))
    if (!operator) {
      await burnPasswordCheck(password)
      throw rejected('invalidCredentials')
    }
    if (!(await verifyPassword(operator.passwordHash, password))) throw rejected('invalidCredentials')
    if (operator.disabledAt) throw rejected('operatorDisabled')
    const now = clock.now()
    const stale = new Date(now.getTime() - KEEP_ENDED_MS)
    await db
      .delete(operatorSessions)
      .where(
        and(
          eq(operatorSessions.operatorId, operator.id),
          or(lt(operatorSessions.expiresAt, stale), lt(operatorSessions.endedAt, stale)),
        ),
      )
    const challenge = newToken()
    await db.insert(operatorSessions).values({
      operatorId: operator.id,
      stage: 'challenge',
      tokenHash: hashToken(challenge),
      expiresAt: new Date(now.getTime() + CHALLENGE_MS),
      createdAt: now,
    })
    const secret = operator.totpEnrolledAt ? null : sealer.open(operator.totpSecret)
    const enrol = secret === null ? null : { secret, uri: otpauthUri(secret, operator.name) }
    return { challenge, enrol }
  }

  /**
   * One transaction: claim one of the five tries in a conditional UPDATE (the row stays locked, so
   * concurrent tries queue and the sixth finds the lock), check the factor, then either lift the
   * count, spend the challenge and open the session, or keep the count (and the lock the fifth
   * wrong try set) and the challenge, so a mistyped code can be typed again.
   */
  async function finish(
    req: { challenge: string; code?: string; recoveryCode?: string },
    address: string | null,
  ): Promise<SessionAnswer> {
    const now = clock.now()
    const outcome = await db.transaction(async (outer): Promise<Outcome> => {
      const tx = outer as unknown as Db
      const live = and(
        eq(operatorSessions.tokenHash, hashToken(req.challenge)),
        eq(operatorSessions.stage, 'challenge'),
        isNull(operatorSessions.endedAt),
        gt(operatorSessions.expiresAt, now),
      )
      const [challenge] = await tx
        .select({ operatorId: operatorSessions.operatorId })
        .from(operatorSessions)
        .where(live)
      if (!challenge) return { ok: false, msg: 'signInExpired' }

      // The WHERE below passes only an unlocked row: one that still has a lock has served it, and
      // counts from one again.
      const servedLock = sql`${operators.totpLockedUntil} is not null`
      const failures = sql`case when ${servedLock} then 1 else ${operators.totpFailures} + 1 end`
      const [claimed] = await tx
        .update(operators)
        .set({
          totpFailures: failures,
          totpLockedUntil: sql`case when ${failures} >= ${MAX_SECOND_FACTOR_FAILURES} then ${new Date(now.getTime() + LOCK_MS).toISOString()}::timestamptz else null end`,
        })
        .where(
          and(
            eq(operators.id, challenge.operatorId),
            isNull(operators.disabledAt),
            or(
              isNull(operators.totpLockedUntil),
              sql`${operators.totpLockedUntil} <= ${now.toISOString()}::timestamptz`,
            ),
          ),
        )
        .returning()
      if (!claimed) {
        const [locked] = await tx
          .select({ until: operators.totpLockedUntil, disabledAt: operators.disabledAt })
          .from(operators)
          .where(eq(operators.id, challenge.operatorId))
        if (!locked?.until || locked.disabledAt) return { ok: false, msg: 'signInExpired' }
        return {
          ok: false,
          msg: 'operatorLocked',
          retryAfter: Math.ceil((locked.until.getTime() - now.getTime()) / 1000),
        }
      }
      const actor: Actor = {
        kind: 'operator',
        id: claimed.id,
        name: claimed.name,
        role: claimed.role as OperatorRole,
        address,
      }

      let method: 'totp' | 'recovery'
      let good = false
      if (req.code !== undefined) {
        method = 'totp'
        const step = totpStep(sealer.open(claimed.totpSecret), req.code, now)
        // A code is good once: its step must be later than the last accepted one.
        if (step !== null && (claimed.totpLastStep === null || step > claimed.totpLastStep)) {
          await tx.update(operators).set({ totpLastStep: step }).where(eq(operators.id, claimed.id))
          good = true
        }
      } else {
        method = 'recovery'
        if (claimed.totpEnrolledAt && req.recoveryCode) {
          const [used] = await tx
            .update(operatorRecoveryCodes)
            .set({ usedAt: now })
            .where(
              and(
                eq(operatorRecoveryCodes.operatorId, claimed.id),
                eq(operatorRecoveryCodes.codeHash, hashRecoveryCode(req.recoveryCode)),
                isNull(operatorRecoveryCodes.usedAt),
              ),
            )
            .returning({ id: operatorRecoveryCodes.id })
          good = used !== undefined
        }
      }

      if (!good) {
        if (claimed.totpLockedUntil) {
          await writeAudit(
            tx,
            actor,
            {
              action: 'operator.locked',
              target: targetOf(claimed.name),
              after: { until: claimed.totpLockedUntil.toISOString() },
            },
            now,
          )
          return { ok: false, msg: 'operatorLocked', retryAfter: LOCK_MS / 1000 }
        }
        return {
          ok: false,
          msg: 'secondFactorWrong',
          triesLeft: MAX_SECOND_FACTOR_FAILURES - claimed.totpFailures,
        }
      }

      // The challenge is spent once: of two right answers racing, one opens a session.
      const [spent] = await tx
        .update(operatorSessions)
        .set({ endedAt: now })
        .where(live)
        .returning({ id: operatorSessions.id })
      if (!spent) return { ok: false, msg: 'signInExpired' }
      const enrolling = claimed.totpEnrolledAt === null
      await tx
        .update(operators)
        .set({ totpFailures: 0, totpLockedUntil: null, ...(enrolling ? { totpEnrolledAt: now } : {}) })
        .where(eq(operators.id, claimed.id))
      // A command-line operator got codes with the secret; one enrolled from the console gets them now.
      let recoveryCodes: string[] | null = null
      if (enrolling) {
        const [existing] = await tx
          .select({ n: count() })
          .from(operatorRecoveryCodes)
          .where(eq(operatorRecoveryCodes.operatorId, claimed.id))
        if (!existing?.n) recoveryCodes = await issueRecoveryCodes(tx, claimed.id)
      }
      const token = newToken()
      await tx.insert(operatorSessions).values({
        operatorId: claimed.id,
        stage: 'active',
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + Math.min(IDLE_MS, SESSION_MS)),
        createdAt: now,
      })
      await writeAudit(
        tx,
        actor,
        {
          action: 'operator.signIn',
          target: targetOf(claimed.name),
          after: enrolling ? { method, enrolled: true } : { method },
        },
        now,
      )
      return { ok: true, answer: { token, me: meOf(claimed), recoveryCodes } }
    })
    if (outcome.ok) return outcome.answer
    const { ok: _, msg, ...data } = outcome
    throw rejected(msg, data)
  }

  /** The operator behind a live session token, as the database says now (role, disabled). */
  async function verify(token: string): Promise<SignedInOperator | null> {
    const now = clock.now()
    const [row] = await db
      .select({
        id: operators.id,
        name: operators.name,
        role: operators.role,
        sessionId: operatorSessions.id,
        createdAt: operatorSessions.createdAt,
        expiresAt: operatorSessions.expiresAt,
      })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(
        and(
          eq(operatorSessions.tokenHash, hashToken(token)),
          eq(operatorSessions.stage, 'active'),
          isNull(operatorSessions.endedAt),
          gt(operatorSessions.expiresAt, now),
          isNull(operators.disabledAt),
        ),
      )
    if (!row) return null
    // Each request moves the idle deadline on, never past the session's 12 hours.
    const deadline = Math.min(now.getTime() + IDLE_MS, row.createdAt.getTime() + SESSION_MS)
    if (deadline - row.expiresAt.getTime() >= SLIDE_STEP_MS)
      await db
        .update(operatorSessions)
        .set({ expiresAt: new Date(deadline) })
        .where(and(eq(operatorSessions.id, row.sessionId), isNull(operatorSessions.endedAt)))
    return { id: row.id, name: row.name, role: row.role as OperatorRole, sessionId: row.sessionId }
  }

  async function end(sessionId: string) {
    await db.update(operatorSessions).set({ endedAt: clock.now() }).where(eq(operatorSessions.id, sessionId))
  }

  return { start, finish, verify, end, me: meOf }
}

export type OperatorSignIn = ReturnType<typeof operatorSignIn>
