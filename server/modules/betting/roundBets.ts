import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { gameRounds } from '../games/tables.ts'

/** Micro-units (6 places) as an exact signed decimal string, as the game routes answer money. */
export const formatUnits = (units: bigint) => {
  const sign = units < 0n ? '-' : ''
  const abs = units < 0n ? -units : units
  return `${sign}${abs / 1_000_000n}.${String(abs % 1_000_000n).padStart(6, '0')}`
}

/**
 * My bets of a provider's rounds (a game studio's, a live table's): a page of the player's rounds,
 * newest first, with where the player checks each one when a studio's verifier is mounted.
 */
export async function roundBets(
  db: Db,
  provider: string,
  userId: number,
  page: { start: number; limit: number },
  verifyUrl?: (roundId: string) => string,
) {
  const rows = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.provider, provider), eq(gameRounds.userId, userId)))
    .orderBy(desc(gameRounds.id))
    .limit(page.limit)
    .offset(page.start)
  return rows.map((r) => ({
    round_id: r.roundId,
    game_id: r.gameId,
    bet: formatUnits(r.bet),
    win: formatUnits(r.win),
    currency: r.currency,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    ...(verifyUrl && { verify_url: verifyUrl(r.roundId) }),
  }))
}
