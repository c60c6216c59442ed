import { and, eq } from 'drizzle-orm'
import {
  CENT_DECIMALS,
  type MarkSixBet,
  markSixBetCount,
  markSixOddsIndex,
  markSixSelectionProblem,
  type RacingBet,
  racingOddsIndex,
  settleMarkSix,
  settleRacing,
  UNITS_PER_CENT,
} from '../../../workers/engine/index.ts'
import type { AppContext } from '../../context.ts'
import { draws, lotteryBets, lotteryOdds } from '../../db/schema.ts'
import { rejected } from '../../http/envelope.ts'
import { assertGameActive } from '../games/status.ts'
import { playerAccount, systemAccount } from '../ledger/accounts.ts'
import { runOnce } from '../ledger/idempotent.ts'
import { postEntries } from '../ledger/post.ts'
import { playerCurrency } from '../member/currency.ts'
import { refuseBeyondLimits } from '../sports/limits.ts'
import { parseAmount, toUsdtMicro } from '../wallet/amounts.ts'
import { newOrderNo } from '../wallet/deposits.ts'
import { GAMES } from './games.ts'

export const BET_STATUS = { pending: 1, settled: 16, cancelled: 32 } as const

type Item = { bet: MarkSixBet | RacingBet; amount: string }

/** Placing and settling lottery and racing selections; money moves only through the ledger. */
export function lotteryBetService(ctx: AppContext) {
  /** The game's own odds table: each Mark Six region and each race prices its own. */
  const oddsOf = async (game: string) => {
    const rows = await ctx.db.select().from(lotteryOdds).where(eq(lotteryOdds.game, game))
    return new Map(rows.map((r) => [r.index, r]))
  }

  /**
   * A ticket of selections on one draw: the draw must still be open (spec §8 "Betting closed for
   * this draw"), each selection valid with its amount within the odds entry's limits, and the
   * whole stake within the balance. One ledger debit, once per client key.
   */
  async function place(
    userId: number,
    ticket: { game: string; matchId: string; items: Item[] },
    key: string,
  ) {
    const family = GAMES[ticket.game]?.family
    if (!family) throw rejected('gameNotActive', { field: 'game' })
    const player = await playerCurrency(ctx.db, userId)
    const [draw] = await ctx.db
      .select()
      .from(draws)
      .where(and(eq(draws.game, ticket.game), eq(draws.matchId, ticket.matchId)))
    if (!draw) throw rejected('betDataNotAvailable', { field: 'match_id' })
    if (draw.status !== 'open' || draw.closeAt <= ctx.clock.now()) throw rejected('bettingClosed')
    const odds = await oddsOf(ticket.game)
    const chosen = ticket.items.map((item, i) => {
      const problem = family === 'marksix' ? markSixSelectionProblem(item.bet as MarkSixBet) : null
      if (problem) throw rejected(problem.key, { field: `items.${i}`, level: problem.level })
      const index =
        family === 'marksix'
          ? markSixOddsIndex(item.bet as MarkSixBet)
          : racingOddsIndex(item.bet as RacingBet)
      const entry = odds.get(index)
      if (!entry) throw rejected('betDataNotAvailable', { field: `items.${i}` })
      const field = `items.${i}.amount`
      // The player bets in the display currency, typed to the cent (6-place units here).
      const shown = parseAmount(item.amount, CENT_DECIMALS, field) * UNITS_PER_CENT
      const count = family === 'marksix' ? markSixBetCount(item.bet as MarkSixBet) : 1
      return { item, index, entry, field, shown, count }
    })
    // Limits are each odds entry's USDT min and max × the exchange rate (spec §5), as the ticket warns.
    refuseBeyondLimits(
      {
        category: 'lottery',
        lines: chosen.map((c) => ({ ...c, amount: c.shown, min: c.entry.min, max: c.entry.max })),
      },
      player,
    )
    const lines = chosen.map(({ item, index, entry, shown, count }) => {
      const amount = toUsdtMicro(shown, player.rate)
      return { bet: item.bet, index, odds: entry.odd, amount, count, stake: amount * BigInt(count) }
    })
    const total = lines.reduce((sum, l) => sum + l.stake, 0n)
    const ticketNo = newOrderNo('L')
    return runOnce(
      ctx.db,
      {
        key: `lottery:${userId}:${key}`,
        kind: 'lottery_stake',
        userId,
        request: { game: ticket.game, matchId: ticket.matchId, lines },
      },
      async (tx, transactionId) => {
        await assertGameActive(tx, ticket.game)
        const balances = await postEntries(tx, transactionId, [
          { account: playerAccount(userId), amount: -total },
          { account: systemAccount('house'), amount: total },
        ])
        await tx.insert(lotteryBets).values(
          lines.map((l) => ({
            userId,
            drawId: draw.id,
            game: ticket.game,
            ticket: ticketNo,
            bet: l.bet,
            oddsIndex: l.index,
            odds: l.odds,
            amount: l.amount,
            count: l.count,
            stake: l.stake,
          })),
        )
        return {
          ticket: ticketNo,
          match_id: draw.matchId,
          total: String(total),
          balance: String(balances.get(playerAccount(userId).key)),
        }
      },
    )
  }

  /** Settles every pending bet of a drawn draw with the engine and pays winners and ties. */
  async function settleDraw(
    draw: typeof draws.$inferSelect & { result: { numbers: number[]; special?: number } },
  ) {
    const family = GAMES[draw.game]?.family
    const pending = await ctx.db
      .select()
      .from(lotteryBets)
      .where(and(eq(lotteryBets.drawId, draw.id), eq(lotteryBets.status, BET_STATUS.pending)))
    const paidUsers = new Set<number>()
    for (const bet of pending) {
      // the odds as stored (numeric text, e.g. "47.500"), read exactly
      const odds = bet.odds
      const outcome =
        family === 'racing'
          ? settleRacing(bet.bet as RacingBet, bet.amount, odds, draw.result.numbers)
          : settleMarkSix(bet.bet as MarkSixBet, bet.amount, odds, {
              numbers: draw.result.numbers,
              special: draw.result.special ?? 0,
              date: draw.drawAt.toISOString().slice(0, 10),
            })
      await runOnce(
        ctx.db,
        {
          key: `lottery-settle:${bet.id}`,
          kind: 'lottery_payout',
          userId: bet.userId,
          request: { bet: bet.id },
        },
        async (tx, transactionId) => {
          if (outcome.payout > 0n) {
            await postEntries(tx, transactionId, [
              { account: systemAccount('house'), amount: -outcome.payout },
              { account: playerAccount(bet.userId), amount: outcome.payout },
            ])
          }
          await tx
            .update(lotteryBets)
            .set({
              status: BET_STATUS.settled,
              outcome: outcome.outcome,
              payout: outcome.payout,
              settledAt: ctx.clock.now(),
            })
            .where(eq(lotteryBets.id, bet.id))
          return { payout: String(outcome.payout) }
        },
      )
      if (outcome.payout > 0n) paidUsers.add(bet.userId)
    }
    for (const userId of paidUsers) await ctx.walletPush.publish(userId, 'payout')
  }

  return { place, settleDraw }
}

export type LotteryBets = ReturnType<typeof lotteryBetService>
