import { and, count, eq } from 'drizzle-orm'
import { BET_STATUS } from '#contract/games.ts'
import type { TicketPlaced } from '#contract/lottery.ts'
import {
  CENT_DECIMALS,
  formatMinorUnits,
  type MarkSixBet,
  markSixBetCount,
  markSixOddsIndex,
  markSixSelectionProblem,
  type RacingBet,
  racingOddsIndex,
  settleMarkSix,
  settleRacing,
  UNIT_DECIMALS,
  UNITS_PER_CENT,
} from '#engine/index.ts'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import type { ReferenceCache } from '../../db/reference.ts'
import { rejected } from '../../http/envelope.ts'
import { parseAmount } from '../../money/amounts.ts'
import { toUsdtMicro } from '../../money/exchange.ts'
import { queryNamed } from '../../pg/named.ts'
import {
  type Placement,
  placeBet,
  refuseBeyondLimits,
  type Shown,
  sameEventsPlacement,
  settleBets,
} from '../betting/index.ts'
import { drawNote } from '../push/index.ts'
import { GAMES } from './games.ts'
import { draws, lotteryBets, lotteryOdds } from './tables.ts'

type Item = { bet: MarkSixBet | RacingBet; amount: string }
type Ticket = { game: string; matchId: string; items: Item[] }

/**
 * The game's own odds table: each Mark Six region and each race prices its own. Kept in the
 * reference cache (a trigger names lottery_odds when an operator changes it), loaded through the
 * ticket's transaction (the embedded database's one connection is the transaction's).
 */
function oddsOf(tx: Db, game: string, reference: ReferenceCache) {
  return reference.read(`lottery_odds:${game}`, ['lottery_odds'], async () => {
    const rows = await tx.select().from(lotteryOdds).where(eq(lotteryOdds.game, game))
    return new Map(rows.map((r) => [r.index, r]))
  })
}

/** The date (UTC) a draw's animals and prices are read for: the same at placement and settlement. */
const drawDate = (draw: typeof draws.$inferSelect) => draw.drawAt.toISOString().slice(0, 10)

/**
 * A ticket of selections on one draw: the draw must still be open (spec §8 "Betting closed for
 * this draw"), each selection valid with its amount within the odds entry's limits. Each line's
 * amount is converted to USDT on its own, so the debit is the sum of the lines' stakes.
 */
async function takeTicket(tx: Db, ticket: Ticket, now: Date, player: Shown, reference: ReferenceCache) {
  const family = GAMES[ticket.game]?.family
  if (!family) throw rejected('gameNotActive', { field: 'game' })
  const [draw] = await tx
    .select()
    .from(draws)
    .where(and(eq(draws.game, ticket.game), eq(draws.matchId, ticket.matchId)))
  if (!draw) throw rejected('betDataNotAvailable', { field: 'match_id' })
  if (draw.status !== 'open' || draw.closeAt <= now) throw rejected('bettingClosed')
  const odds = await oddsOf(tx, ticket.game, reference)
  const chosen = ticket.items.map((item, i) => {
    const problem = family === 'marksix' ? markSixSelectionProblem(item.bet as MarkSixBet) : null
    if (problem) throw rejected(problem.key, { field: `items.${i}`, level: problem.level })
    // The pick's own entry: for Mark Six animals and merge sets it follows the draw's lunar year.
    const index =
      family === 'marksix'
        ? markSixOddsIndex(item.bet as MarkSixBet, drawDate(draw))
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
  return {
    draw,
    lines,
    shownStake: chosen.reduce((sum, c) => sum + c.shown * BigInt(c.count), 0n),
    stake: lines.reduce((sum, l) => sum + l.stake, 0n),
  }
}

/** Mark Six's and racing's part in placing: one ticket, a row per selection. */
const lotteryPlacement: Placement<Ticket, Awaited<ReturnType<typeof takeTicket>>, TicketPlaced> = {
  product: 'lottery',
  letter: 'L',
  game: (ticket) => ticket.game,
  limited: false,
  take: (tx, ticket, { now, shown, reference }) => takeTicket(tx, ticket, now, shown, reference),
  async record(tx, { draw, lines, stake, shownStake }, { userId, betNo, shown, bonusStake, balance, at }) {
    // The ticket's cash pays its first lines, bonus money the rest: each row keeps its own part.
    let cashLeft = stake - bonusStake
    const fromBonus = lines.map((l) => {
      const cash = l.stake < cashLeft ? l.stake : cashLeft
      cashLeft -= cash
      return l.stake - cash
    })
    // One fixed prepared statement for any number of lines (pg/named.ts): the lines travel as
    // one JSON array, so the text never changes and nothing is built per ticket.
    const rows = lines.map((l, i) => ({
      bet: l.bet,
      odds_index: l.index,
      odds: l.odds,
      amount: String(l.amount),
      count: l.count,
      stake: String(l.stake),
      bonus_stake: String(fromBonus[i] ?? 0n),
    }))
    await queryNamed(
      tx,
      'lottery_ticket_insert',
      `insert into lottery_bets (user_id, draw_id, game, ticket, bet, odds_index, odds, amount, count,
         stake, bonus_stake, created_at)
       select $1, $2, $3, $4, l.bet, l.odds_index, l.odds, l.amount, l.count, l.stake, l.bonus_stake, $5
       from jsonb_to_recordset($6::jsonb) as l(bet jsonb, odds_index int, odds numeric, amount bigint,
         count int, stake bigint, bonus_stake bigint)`,
      [String(userId), String(draw.id), draw.game, betNo, at.toISOString(), JSON.stringify(rows)],
    )
    // `total` is the debit in USDT micro-units; the receipt shows what the player typed, in their
    // currency, as the sports answer's total_price does (converting the USDT back would cut a cent).
    return {
      ticket: betNo,
      match_id: draw.matchId,
      total: String(stake),
      total_price: formatMinorUnits(shownStake, UNIT_DECIMALS, shown.currency),
      currency: shown.currency,
      balance,
    }
  },
}

/**
 * The player's tickets on a settling line's draw, as one placement for its extra bonus (every line
 * of every ticket of theirs on that draw, this one included; undefined while one is pending): ten
 * tickets of one car each are as risk-free as one ticket of ten cars, and earn as little.
 * The lines are locked first, so of two settlements finishing them at once exactly one pays.
 */
async function wholeDraw(tx: Db, line: typeof lotteryBets.$inferSelect, payout: bigint) {
  const lines = await tx
    .select({
      id: lotteryBets.id,
      status: lotteryBets.status,
      stake: lotteryBets.stake,
      bonusStake: lotteryBets.bonusStake,
      payout: lotteryBets.payout,
      createdAt: lotteryBets.createdAt,
    })
    .from(lotteryBets)
    .where(and(eq(lotteryBets.drawId, line.drawId), eq(lotteryBets.userId, line.userId)))
    .orderBy(lotteryBets.id)
    .for('update')
  return sameEventsPlacement(`${line.userId}:draw:${line.drawId}`, lines, line, payout)
}

type Drawn = typeof draws.$inferSelect & { result: { numbers: number[]; special?: number } }

/**
 * Settles these lines of a drawn draw with the engine, each once in its own transaction, and pays
 * winners and ties: all its pending lines as a draw job finds them, or any part of them (a run cut
 * short leaves the rest to the next); the extra bonus on a player's tickets waits for their last line on the draw.
 */
export function settleLines(
  ctx: Pick<AppContext, 'db' | 'walletPush' | 'clock'>,
  draw: Drawn,
  lines: readonly (typeof lotteryBets.$inferSelect)[],
) {
  const family = GAMES[draw.game]?.family
  return settleBets(
    ctx,
    family === 'racing' ? 'lottery:racing' : 'lottery:marksix',
    lines,
    (bet) => {
      // the odds as stored (numeric text, e.g. "47.500"), read exactly
      const settled =
        family === 'racing'
          ? settleRacing(bet.bet as RacingBet, bet.amount, bet.odds, draw.result.numbers)
          : settleMarkSix(bet.bet as MarkSixBet, bet.amount, bet.odds, {
              numbers: draw.result.numbers,
              special: draw.result.special ?? 0,
              date: drawDate(draw),
            })
      return { status: BET_STATUS.settled, payout: settled.payout, outcome: settled.outcome }
    },
    (tx, bet, { status, payout, outcome }, extraBonus, at) =>
      tx
        .update(lotteryBets)
        .set({ status, outcome, payout, extraBonus, settledAt: at })
        .where(and(eq(lotteryBets.id, bet.id), eq(lotteryBets.status, BET_STATUS.pending))),
    // The player hears the draw's result once, however many lines their tickets had.
    (bet) => drawNote(bet.userId, draw),
    (tx, bet, outcome) => wholeDraw(tx, bet, outcome.payout),
    // A ticket is one bet in the reports, decided with its last line; wholeDraw locked its lines.
    async (tx, bet) => {
      const [left] = await tx
        .select({ n: count() })
        .from(lotteryBets)
        .where(
          and(
            eq(lotteryBets.drawId, bet.drawId),
            eq(lotteryBets.status, BET_STATUS.pending),
            eq(lotteryBets.ticket, bet.ticket),
          ),
        )
      return (left?.n ?? 0) === 0
    },
  )
}

/** Placing lottery and racing tickets and settling their draws, through the betting core. */
export function lotteryBetService(ctx: AppContext) {
  /** Settles every pending bet of a drawn draw with the engine and pays winners and ties once. */
  async function settleDraw(draw: Drawn) {
    const pending = await ctx.db
      .select()
      .from(lotteryBets)
      .where(and(eq(lotteryBets.drawId, draw.id), eq(lotteryBets.status, BET_STATUS.pending)))
      .orderBy(lotteryBets.id)
    await settleLines(ctx, draw, pending)
  }

  return {
    place: (userId: number, ticket: Ticket, key: string) =>
      placeBet(ctx, lotteryPlacement, userId, ticket, key),
    settleDraw,
  }
}

export type LotteryBets = ReturnType<typeof lotteryBetService>
