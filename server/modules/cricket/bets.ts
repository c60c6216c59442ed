import { inArray } from 'drizzle-orm'
import {
  CENT_DECIMALS,
  cricketReturn,
  formatMinorUnits,
  UNIT_DECIMALS,
  UNITS_PER_CENT,
} from '../../../workers/engine/index.ts'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { cricketBets, cricketMatches } from '../../db/schema.ts'
import type { CricketPick } from '../../feeds/cricket/markets.ts'
import { rejected } from '../../http/envelope.ts'
import { assertGameActive } from '../games/status.ts'
import { debitStake } from '../ledger/bets.ts'
import { runOnce } from '../ledger/idempotent.ts'
import { playerCurrency } from '../member/currency.ts'
import { oddsAccepted } from '../sports/bets.ts'
import { type GameLimits, limitsFor, refuseBeyondLimits, type Shown } from '../sports/limits.ts'
import { parseAmount } from '../wallet/amounts.ts'
import { newOrderNo } from '../wallet/deposits.ts'
import type { CricketSlip } from './schemas.ts'

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
  const changes: { matchId: string; betId: string; odd: number }[] = []
  const picks = slip.matches.flatMap((entry, i) => {
    const match = byId.get(entry.matchId)
    if (!match) throw rejected('betDataNotAvailable', { field: `matches.${i}.matchId` })
    if (match.status !== 'scheduled' || match.kickoff <= now)
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
 * typed to the cent; returns them in 6-place units.
 */
function checkLimits(
  limits: GameLimits,
  picks: { taken: Offered; typed: string; field: string }[],
  shown: Shown,
) {
  const amounts = picks.map(({ typed, field }) => parseAmount(typed, CENT_DECIMALS, field) * UNITS_PER_CENT)
  const bets = picks.map(({ taken, field }, i) => {
    const amount = amounts[i] ?? 0n
    return { field, amount, payout: cricketReturn(amount, taken.odd) }
  })
  refuseBeyondLimits({ category: 'cricket', limits, bets }, shown)
  return { amounts, total: amounts.reduce((a, b) => a + b, 0n) }
}

/** Placing cricket slips: every rule checked again inside the idempotent run, one ledger debit. */
export function cricketBetService(ctx: AppContext) {
  async function place(userId: number, slip: CricketSlip, key: string) {
    const shown = await playerCurrency(ctx.db, userId)
    const limits = await limitsFor(ctx, 'cricket')
    return runOnce(
      ctx.db,
      { key: `cricket:${userId}:${key}`, kind: 'cricket_stake', userId, request: slip },
      async (tx, transactionId) => {
        await assertGameActive(tx, 'cricket')
        const offered = await currentPicks(tx, ctx.clock.now(), slip)
        const { amounts, total } = checkLimits(limits, offered, shown)
        const picks: CricketPick[] = offered.map(({ taken }, i) => ({ ...taken, amount: String(amounts[i]) }))
        const { stake, balance } = await debitStake(tx, transactionId, userId, total, shown.rate)
        const betNo = newOrderNo('C')
        await tx.insert(cricketBets).values({
          betNo,
          userId,
          picks,
          currency: shown.currency,
          exchange: shown.rate,
          stake,
          shownStake: total,
        })
        const money = (units: bigint) => formatMinorUnits(units, UNIT_DECIMALS, shown.currency)
        const payouts = picks.map((p) => cricketReturn(BigInt(p.amount), p.odd))
        return {
          bet_id: betNo,
          bets: picks.length,
          picks: picks.map((p, i) => ({
            ...p,
            amount: money(BigInt(p.amount)),
            payout: money(payouts[i] ?? 0n),
          })),
          total_price: money(total),
          max_payout: money(payouts.reduce((a, b) => a + b, 0n)),
          currency: shown.currency,
          balance,
        }
      },
    )
  }

  return { place }
}

export type CricketBets = ReturnType<typeof cricketBetService>
