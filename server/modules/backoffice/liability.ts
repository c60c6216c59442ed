import { eq, inArray, sql } from 'drizzle-orm'
import type { DrawLiability, MatchLiability } from '#contract/backofficeRoles.ts'
import { BET_STATUS } from '#contract/games.ts'
import { cricketReturn, toMinorUnits } from '#engine/index.ts'
import type { Db } from '../../db/client.ts'
import { toUsdtMicro } from '../../money/exchange.ts'
import { cricketBets } from '../cricket/tables.ts'
import { cricketMatches, matches } from '../fixtures/tables.ts'
import { draws, lotteryBets } from '../lottery/tables.ts'
import { sportBets } from '../sports/tables.ts'
import { usdt } from './money.ts'

/**
 * What one open lottery selection could pay at most: amount × odds for each of its `count` bets,
 * rounded up to the micro-unit (settlement rounds half to even, so never above this).
 */
export const lotteryMaxPayout = sql<string>`(ceil(${lotteryBets.amount} * ${lotteryBets.odds})::bigint * ${lotteryBets.count})`

/**
 * Open sports slips by match: each slip's max payout (the best scenario for the player, before
 * tax) counts in full on every match it holds, since any of them deciding last could cost it all.
 */
async function sportsByMatch(db: Db, top: number): Promise<MatchLiability[]> {
  const liability = sql<string>`sum(${sportBets.maxPayout})`
  const picked = sql`lateral (select distinct (s->>'matchId')::bigint as id from jsonb_array_elements(${sportBets.selections}) s where s->>'matchId' ~ '^[0-9]{1,18}$') picked`
  const rows = await db
    .select({
      m: {
        id: matches.id,
        game: matches.game,
        home: matches.home,
        away: matches.away,
        kickoff: matches.kickoff,
      },
      bets: sql<number>`count(*)`.mapWith(Number),
      liability: sql<string>`${liability}::text`,
    })
    .from(sportBets)
    .innerJoin(picked, sql`true`)
    .innerJoin(matches, sql`${matches.id} = picked.id`)
    .where(eq(sportBets.status, BET_STATUS.pending))
    .groupBy(matches.id)
    .orderBy(sql`${liability} desc`, matches.id)
    .limit(top)
  return rows.map(({ m, bets, liability }) => ({
    product: 'sports',
    game: m.game,
    matchId: m.id,
    home: m.home,
    away: m.away,
    kickoff: m.kickoff.toISOString(),
    bets,
    liability: usdt(BigInt(liability)),
  }))
}

/**
 * Open cricket slips by match: every pick is a single, so a match can cost what its picks return
 * when they win (the engine's rounding), converted at each slip's rate. One read of the open slips.
 */
async function cricketByMatch(db: Db, top: number): Promise<MatchLiability[]> {
  const open = await db
    .select({ picks: cricketBets.picks, exchange: cricketBets.exchange })
    .from(cricketBets)
    .where(eq(cricketBets.status, BET_STATUS.pending))
  const byMatch = new Map<number, { bets: number; micro: bigint }>()
  for (const slip of open) {
    const returns = new Map<number, bigint>()
    for (const pick of slip.picks) {
      const id = Number(pick.matchId)
      returns.set(id, (returns.get(id) ?? 0n) + cricketReturn(BigInt(pick.amount), pick.odd))
    }
    for (const [id, shown] of returns) {
      const entry = byMatch.get(id) ?? { bets: 0, micro: 0n }
      entry.bets += 1
      entry.micro += toUsdtMicro(shown, slip.exchange)
      byMatch.set(id, entry)
    }
  }
  const ranked = [...byMatch].sort(([a, x], [b, y]) =>
    y.micro > x.micro ? 1 : y.micro < x.micro ? -1 : a - b,
  )
  const chosen = ranked.slice(0, top)
  if (chosen.length === 0) return []
  const rows = await db
    .select()
    .from(cricketMatches)
    .where(
      inArray(
        cricketMatches.id,
        chosen.map(([id]) => id),
      ),
    )
  const byId = new Map(rows.map((m) => [m.id, m]))
  return chosen.flatMap(([id, { bets, micro }]) => {
    const m = byId.get(id)
    return m
      ? [
          {
            product: 'cricket' as const,
            game: 'cricket',
            matchId: id,
            home: m.home,
            away: m.away,
            kickoff: m.kickoff.toISOString(),
            bets,
            liability: usdt(micro),
          },
        ]
      : []
  })
}

/** The matches that could cost the house most, sports and cricket together, largest first. */
export async function matchLiability(db: Db, top: number) {
  const [sports, cricket] = await Promise.all([sportsByMatch(db, top), cricketByMatch(db, top)])
  const micro = (m: MatchLiability) => toMinorUnits(m.liability, 6)
  return [...sports, ...cricket]
    .sort((a, b) => (micro(b) > micro(a) ? 1 : micro(b) < micro(a) ? -1 : a.matchId - b.matchId))
    .slice(0, top)
}

/** The draws that could cost the house most: the sum of their open selections' max payouts. */
export async function drawLiability(db: Db, top: number): Promise<DrawLiability[]> {
  const liability = sql<string>`sum(${lotteryMaxPayout})`
  const rows = await db
    .select({
      d: {
        id: draws.id,
        game: draws.game,
        matchId: draws.matchId,
        drawAt: draws.drawAt,
        status: draws.status,
      },
      bets: sql<number>`count(*)`.mapWith(Number),
      liability: sql<string>`${liability}::text`,
    })
    .from(lotteryBets)
    .innerJoin(draws, eq(draws.id, lotteryBets.drawId))
    .where(eq(lotteryBets.status, BET_STATUS.pending))
    .groupBy(draws.id)
    .orderBy(sql`${liability} desc`, draws.id)
    .limit(top)
  return rows.map(({ d, bets, liability }) => ({
    drawId: d.id,
    game: d.game,
    matchId: d.matchId,
    drawAt: d.drawAt.toISOString(),
    status: d.status,
    bets,
    liability: usdt(BigInt(liability)),
  }))
}
