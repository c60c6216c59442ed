import { randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rejected, unauthorized } from '../../http/envelope.ts'
import { queryNamed } from '../../pg/named.ts'
import { breakRefusal } from '../players/index.ts'
import { users } from '../players/tables.ts'
import { pushSubscriptions } from '../push/tables.ts'
import { refreshTokens } from './tables.ts'
import { hashRefreshToken, newRefreshToken, type TokenSigner } from './tokens.ts'

export interface SessionPolicy {
  refreshTtlS: number
  absoluteTtlS: number
}

export interface IssuedTokens {
  token: string
  fresh_token: string
}

/**
 * Sign-in sessions. A refresh token is single use: each refresh rotates it within its family;
 * presenting a used or revoked token means it leaked, so the whole family is revoked. A family
 * never outlives its absolute expiry, however often it is refreshed.
 */
export function createSessions(db: Db, signer: TokenSigner, policy: SessionPolicy) {
  async function issue(
    user: { id: number; role: number },
    now: Date,
    family: { id: string; expiresAt: Date } = {
      id: randomUUID(),
      expiresAt: new Date(now.getTime() + policy.absoluteTtlS * 1000),
    },
  ): Promise<IssuedTokens> {
    const refresh = newRefreshToken()
    const expiresAt = new Date(
      Math.min(now.getTime() + policy.refreshTtlS * 1000, family.expiresAt.getTime()),
    )
    await db.insert(refreshTokens).values({
      userId: user.id,
      familyId: family.id,
      tokenHash: refresh.hash,
      expiresAt,
      familyExpiresAt: family.expiresAt,
    })
    return {
      token: await signer.sign({ userId: user.id, role: user.role, sid: family.id }, now),
      fresh_token: refresh.token,
    }
  }

  async function revokeFamily(familyId: string, now: Date) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    // The device that signed in under this session stops hearing about the account.
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, familyId))
  }

  return {
    /** A new sign-in, after its password or code was checked: an operator's lock or a break refuses it. */
    async start(user: { id: number; role: number }, now: Date) {
      const [row] = await db
        .select({
          lockedAt: users.lockedAt,
          excludedUntil: users.excludedUntil,
          exclusionKind: users.exclusionKind,
        })
        .from(users)
        .where(eq(users.id, user.id))
      if (row?.lockedAt) throw rejected('accountLocked')
      // A time-out or self-exclusion refuses every sign-in until it ends, saying until when.
      const onBreak = row && breakRefusal(row, now)
      if (onBreak) throw onBreak
      return issue(user, now)
    },

    async refresh(token: string, role: (userId: number) => Promise<number | null>, now: Date) {
      const hash = hashRefreshToken(token)
      // Claiming the row and checking it is one statement, so two racing refreshes cannot both win.
      const [claimed] = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(refreshTokens.tokenHash, hash),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .returning()
      if (!claimed) {
        const [seen] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash))
        if (seen) await revokeFamily(seen.familyId, now)
        throw unauthorized()
      }
      if (claimed.expiresAt <= now || claimed.familyExpiresAt <= now) throw unauthorized()
      const currentRole = await role(claimed.userId)
      if (currentRole === null) throw unauthorized()
      return issue({ id: claimed.userId, role: currentRole }, now, {
        id: claimed.familyId,
        expiresAt: claimed.familyExpiresAt,
      })
    },

    /** Every session of a user, or all but the family `keep` (a password change keeps the current one). */
    async endAll(userId: number, now: Date, keep?: string) {
      const rows = await db
        .selectDistinct({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
      for (const { familyId } of rows) if (familyId !== keep) await revokeFamily(familyId, now)
    },

    /** The family a refresh token belongs to, if it is still live. */
    async familyOf(token: string) {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, hashRefreshToken(token)), isNull(refreshTokens.revokedAt)))
      return row ?? null
    },

    async end(token: string, now: Date) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
      if (row) await revokeFamily(row.familyId, now)
    },
  }
}

export type Sessions = ReturnType<typeof createSessions>

/**
 * Access tokens that end with their session: besides the signature, the token's session must
 * still be live (not signed out, not ended by a password change or reset, not past its absolute
 * expiry) and its player not locked. One indexed lookup per request, on refresh_tokens' family index.
 */
export function sessionBoundSigner(signer: TokenSigner, db: Db): TokenSigner {
  return {
    sign: signer.sign,
    async verify(token, now) {
      const claims = await signer.verify(token, now)
      if (!claims) return null
      return (await sessionLive(db, claims.sid, claims.userId, now)) ? claims : null
    },
  }
}

/** Whether a session (a refresh-token family) is live: not ended, not expired, its player not locked nor on a break. */
export async function sessionLive(db: Db, sid: string, userId: number, now: Date): Promise<boolean> {
  // Every signed-in request asks this, so it is one fixed prepared statement (pg/named.ts). A
  // locked player's tokens stop at once, even one signed in the moment the lock was set.
  const live = await queryNamed(
    db,
    'session_live',
    `select 1 as live from refresh_tokens t
       join users u on u.id = t.user_id and u.locked_at is null
         and (u.excluded_until is null or u.excluded_until <= $3)
     where t.family_id = $1 and t.user_id = $2 and t.revoked_at is null and t.family_expires_at > $3
     limit 1`,
    [sid, String(userId), now.toISOString()],
  )
  return live.length > 0
}
