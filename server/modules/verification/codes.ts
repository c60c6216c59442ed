import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { AppError, rejected } from '../../http/envelope.ts'
import type { Outbox } from '../../providers/outbox.ts'
import { verificationCodes } from './tables.ts'

export type Channel = 'email' | 'phone'
export type Purpose = 'register' | 'login' | 'reset' | 'change'

export const CODE_TTL_MS = 5 * 60_000
export const RESEND_AFTER_MS = 60_000
export const MAX_GUESSES = 5
const MAX_PER_HOUR = 10

const hashCode = (target: string, purpose: Purpose, code: string) =>
  createHash('sha256').update(`${purpose}\u0000${target}\u0000${code}`).digest()

const subjects: Record<Purpose, string> = {
  register: 'Your Betsuite registration code',
  login: 'Your Betsuite sign-in code',
  reset: 'Your Betsuite password reset code',
  change: 'Your Betsuite confirmation code',
}

/**
 * Issues a 6-digit code for `target`. A target gets at most one code a minute per purpose and ten
 * an hour, whoever asks; the address-based limit sits on the route.
 */
export async function issueCode(
  db: Db,
  outbox: Outbox,
  req: { channel: Channel; target: string; purpose: Purpose },
  now: Date,
) {
  const recent = await db
    .select({ createdAt: verificationCodes.createdAt, purpose: verificationCodes.purpose })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, req.target),
        gt(verificationCodes.createdAt, new Date(now.getTime() - 3600_000)),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
  // One a minute for the same purpose (a reset right after registering is fine), ten an hour in all.
  const last = recent.find((r) => r.purpose === req.purpose)?.createdAt
  if (last && now.getTime() - last.getTime() < RESEND_AFTER_MS) {
    const retryAfter = Math.ceil((RESEND_AFTER_MS - (now.getTime() - last.getTime())) / 1000)
    throw rejected('codeSentTooOften', { retryAfter })
  }
  if (recent.length >= MAX_PER_HOUR) throw rejected('tooManyCodes', { retryAfter: 3600 })

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const [stored] = await db
    .insert(verificationCodes)
    .values({
      channel: req.channel,
      target: req.target,
      purpose: req.purpose,
      codeHash: hashCode(req.target, req.purpose, code).toString('hex'),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    })
    .returning({ id: verificationCodes.id })
  try {
    await outbox.send({
      channel: req.channel,
      to: req.target,
      subject: subjects[req.purpose],
      body: `Your code is ${code}. It expires in 5 minutes. If you did not ask for it, ignore this message.`,
    })
  } catch (cause) {
    // The code never left: forget it, so asking again is not refused as "sent too often".
    if (stored) await db.delete(verificationCodes).where(eq(verificationCodes.id, stored.id))
    const failed = new AppError(503, 'codeNotSent')
    failed.cause = cause
    throw failed
  }
  return { expiresIn: CODE_TTL_MS / 1000, resendIn: RESEND_AFTER_MS / 1000 }
}

/**
 * Checks a code against the newest live one for the target and returns that code's id. Every
 * guess, right or wrong, first claims one of the code's five tries in a single conditional UPDATE,
 * so concurrent guesses cannot all read "tries left" before any is counted; after five the code is
 * dead even if guessed right. Every failure reads the same to the caller.
 */
export async function checkCode(db: Db, req: { target: string; purpose: Purpose; code: string }, now: Date) {
  const newestLive = db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, req.target),
        eq(verificationCodes.purpose, req.purpose),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1)
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(sql`${verificationCodes.id} = (${newestLive})`, lt(verificationCodes.attempts, MAX_GUESSES)))
    .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash })
  if (!row) throw codeFailed()
  if (!timingSafeEqual(Buffer.from(row.codeHash, 'hex'), hashCode(req.target, req.purpose, req.code)))
    throw codeFailed()
  return row.id
}

const codeFailed = () => rejected('verificationCodeFailed', { field: 'otp' })

/** Spends a checked code; only one request can, so a code is single use even under a race. */
export async function claimCode(db: Db, id: number, now: Date) {
  const [used] = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id })
  if (!used) throw codeFailed()
}

export async function consumeCode(
  db: Db,
  req: { target: string; purpose: Purpose; code: string },
  now: Date,
) {
  await claimCode(db, await checkCode(db, req, now), now)
}
