import { inArray } from 'drizzle-orm'
import type { CricketOddsChange, CricketSlip, PlacedCricketSlip } from '#contract/cricket.ts'
import {
  CENT_DECIMALS,
  type CricketPick,
  cricketReturn,
  formatMinorUnits,
  UNIT_DECIMALS,
  UNITS_PER_CENT,
} from '#engine/index.ts'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { rejected } from '../../http/envelope.ts'
import { parseAmount } from '../../money/amounts.ts'
import {
  type GameLimits,
  oddsAccepted,
  type Placement,
  placeBet,
  refuseBeyondLimits,
  type Shown,
} from '../betting/index.ts'
import { cricketMatches } from '../fixtures/tables.ts'
import { cricketBets } from './tables.ts'

type Offered = Omit<CricketPick, 'amount'>

/**
 * Re-checks the slip against the feed as it is now: every match still open, every bet still
 * offered, its odds unchanged or better or dropped within the player's tolerance. Returns the
 * picks at today's odds and labels, which is how the bet is taken.
 */
async function currentPicks(tx: Db, now: Date, slip: CricketSlip) {
  const ids = slip.matches.map((m) => Number(m.matchId))
  const rows = await tx.select().from(cricketMatches).where(inArray(cricketMatches.id, ids))
  const byId = new Map(rows.map((m) => [String(m.id), m]))
  const changes: CricketOddsChange[] = []
  const picks = slip.matches.flatMap((entry, i) => {
    const match = byId.get(entry.matchId)
    if (!match) throw rejected('betDataNotAvailable', { field: `matches.${i}.matchId` })
    if (match.status !== 'scheduled' || match.suspended || match.kickoff <= now)
      throw rejected('matchClosed', { field: `matches.${i}.matchId`, match_id: entry.matchId })
    return Object.entries(entry.bets).map(([betId, bet]) => {
      const offer = match.markets.find((m) => m.betId === betId)
      if (!offer)
        throw rejected('betDataNotAvailable', {
          field: `matches.${i}.bets.${betId}`,
          match_id: entry.matchId,
          bet_id: betId,
        })
      if (!oddsAccepted(bet.odd, offer.odd, slip.tolerance))
        changes.push({ matchId: entry.matchId, betId, odd: offer.odd })
      const taken: Offered = { ...offer, matchId: entry.matchId }
      return { taken, typed: bet.amount, field: `matches.${i}.bets.${betId}.amount` }
    })
  })
  if (changes.length > 0) throw rejected('oddsChanged', { changes })
  return picks
}

/**
 * Spec §5 limits × the exchange rate with the engine's one check: each bet within min/max bet and
 * its return within the bonus limits, the whole slip within the game-type limits. Amounts are
 * typed to the cent; returns the picks with their amounts in 6-place units, and their total.
 */
function withinLimits(
  limits: GameLimits | undefined,
  offered: { taken: Offered; typed: string; field: string }[],
  shown: Shown,
) {
  const bets = offered.map(({ taken, typed, field }) => {
    const amount = parseAmount(typed, CENT_DECIMALS, field) * UNITS_PER_CENT
    return { field, amount, payout: cricketReturn(amount, taken.odd) }
  })
  if (limits) refuseBeyondLimits({ category: 'cricket', limits, bets }, shown)
  const picks: CricketPick[] = offered.map(({ taken }, i) => ({
    ...taken,
    amount: String(bets[i]?.amount ?? 0n),
  }))
  return { picks, payouts: bets.map((b) => b.payout), shownStake: bets.reduce((a, b) => a + b.amount, 0n) }
}

/** Cricket's part in placing: each bet a single at today's odds, the amounts as typed. */
const cricketPlacement: Placement<CricketSlip, ReturnType<typeof withinLimits>, PlacedCricketSlip> = {
  product: 'cricket',
  letter: 'C',
  game: () => 'cricket',
  limited: true,
  take: async (tx, slip, { now, shown, limits }) =>
    withinLimits(limits, await currentPicks(tx, now, slip), shown),
  async record(tx, { picks, payouts, shownStake }, { userId, betNo, shown, stake, bonusStake, balance, at }) {
    await tx.insert(cricketBets).values({
      betNo,
      createdAt: at,
      userId,
      picks,
      currency: shown.currency,
      exchange: shown.rate,
      stake,
      bonusStake,
      shownStake,
    })
    const money = (units: bigint) => formatMinorUnits(units, UNIT_DECIMALS, shown.currency)
    return {
      bet_id: betNo,
      bets: picks.length,
      picks: picks.map((p, i) => ({
        ...p,
        amount: money(BigInt(p.amount)),
        payout: money(payouts[i] ?? 0n),
      })),
      total_price: money(shownStake),
      max_payout: money(payouts.reduce((a, b) => a + b, 0n)),
      currency: shown.currency,
      balance,
    }
  },
}

/** Placing cricket slips through the betting core. */
export function cricketBetService(ctx: AppContext) {
  return {
    place: (userId: number, slip: CricketSlip, key: string) =>
      placeBet(ctx, cricketPlacement, userId, slip, key),
  }
}

export type CricketBets = ReturnType<typeof cricketBetService>
