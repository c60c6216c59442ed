import { and, desc, eq, inArray, max, sql } from 'drizzle-orm'
import { BET_STATUS } from '#contract/games.ts'
import type { LotteryPickView, LotteryTicketView } from '#contract/lottery.ts'
import { formatMinorUnits, UNIT_DECIMALS } from '#engine/index.ts'
import type { App, AppContext } from '../../context.ts'
import { betHead, byIdOrNumber, combinationResult, myBetRoutes, withStatus } from '../betting/index.ts'
import { GAMES } from './games.ts'
import { drawView } from './routes.ts'
import { draws, lotteryBets } from './tables.ts'

type Line = typeof lotteryBets.$inferSelect
type Draw = typeof draws.$inferSelect

/**
 * A ticket's status from its selections (spec §4 codes): pending while any is, cancelled only
 * when all are, else settled. The codes are ordered so that this is their minimum.
 */
const ticketStatus = sql<number>`min(${lotteryBets.status})`

/** Lottery stakes and payouts are kept in USDT micro-units. */
const money = (units: bigint) => formatMinorUnits(units, UNIT_DECIMALS, 'USDT')

/** The pick of a selection: its fields after the type, as stored ("even:1", "rat.ox", "big"). */
const pickName = (bet: Record<string, unknown>) =>
  Object.entries(bet)
    .filter(([k]) => k !== 'type')
    .map(([, v]) => (Array.isArray(v) ? v.join('.') : String(v)))
    .join(':')

/**
 * One selection as a bet detail pick (spec §3: m the draw, k the bet type, n the pick, o the odd
 * as its exact decimal), with the selection itself, its amount per bet, its number of bets and
 * stake, and once drawn its outcome (win, lose or tie) and payout.
 */
const pickView = (line: Line, draw: Draw): LotteryPickView => ({
  m: draw.matchId,
  k: (line.bet as { type: string }).type,
  n: pickName(line.bet as Record<string, unknown>),
  o: line.odds,
  e: null,
  l: null,
  bet: line.bet as LotteryPickView['bet'],
  amount: money(line.amount),
  count: line.count,
  stake: money(line.stake),
  status: line.status,
  outcome: line.outcome,
  payout: line.payout === null ? null : money(line.payout),
})

/** A ticket as my bets shows it, in the shape of a sports bet, with its draw and drawn numbers. */
function ticketView(lines: readonly Line[], draw: Draw): LotteryTicketView {
  const first = lines[0] as Line
  const status = Math.min(...lines.map((l) => l.status))
  const paid = lines.reduce((s, l) => s + (l.payout ?? 0n), 0n)
  return {
    ...betHead({
      ...first,
      betNo: first.ticket,
      status,
      multiple: 1,
      bets: lines.reduce((n, l) => n + l.count, 0),
      strings: [],
      currency: 'USDT',
      shownStake: lines.reduce((s, l) => s + l.stake, 0n),
      bonusStake: lines.reduce((s, l) => s + l.bonusStake, 0n),
      extraBonus: lines.reduce((s, l) => s + l.extraBonus, 0n),
      shownPayout: status === BET_STATUS.pending ? null : paid,
    }),
    selections: lines.map((l) => pickView(l, draw)),
    match: {},
    draw: drawView(draw),
  }
}

/**
 * Spec §7 `{game}/mybet` and `{game}/mybet/{id}` for every Mark Six, PK10 and airship game: the
 * player's tickets, newest first, in the list and detail shape of sports and cricket; each
 * selection of a ticket is one "combination" of the detail, with its result once drawn.
 */
export function lotteryMyBetsRoutes(ctx: AppContext) {
  /** The selections of these tickets with their draw, grouped per ticket in the given order. */
  async function tickets(userId: number, numbers: readonly string[]) {
    if (numbers.length === 0) return []
    const rows = await ctx.db
      .select({ line: lotteryBets, draw: draws })
      .from(lotteryBets)
      .innerJoin(draws, eq(draws.id, lotteryBets.drawId))
      .where(and(eq(lotteryBets.userId, userId), inArray(lotteryBets.ticket, [...numbers])))
      .orderBy(lotteryBets.id)
    return numbers.flatMap((no) => {
      const mine = rows.filter((r) => r.line.ticket === no)
      const draw = mine[0]?.draw
      return draw ? [{ lines: mine.map((r) => r.line), draw }] : []
    })
  }

  return async (app: App) => {
    for (const game of Object.keys(GAMES)) {
      myBetRoutes(app, ctx, `/${game}/mybet`, {
        async page(userId, { start, limit, status }) {
          const page = await ctx.db
            .select({ ticket: lotteryBets.ticket })
            .from(lotteryBets)
            .where(and(eq(lotteryBets.userId, userId), eq(lotteryBets.game, game)))
            .groupBy(lotteryBets.ticket)
            .having(withStatus(ticketStatus, status))
            .orderBy(desc(max(lotteryBets.id)))
            .offset(start)
            .limit(limit)
          const list = await tickets(
            userId,
            page.map((p) => p.ticket),
          )
          return list.map((t) => ticketView(t.lines, t.draw))
        },
        async one(userId, id, { start, limit }) {
          // A ticket by its number, or by the row id of any of its selections.
          const [found] = await ctx.db
            .select({ ticket: lotteryBets.ticket })
            .from(lotteryBets)
            .where(
              and(
                eq(lotteryBets.userId, userId),
                eq(lotteryBets.game, game),
                byIdOrNumber(id, lotteryBets.id, lotteryBets.ticket),
              ),
            )
            .limit(1)
          const [ticket] = found ? await tickets(userId, [found.ticket]) : []
          if (!ticket) return undefined
          const page = ticket.lines.slice(start, start + limit)
          return {
            ...ticketView(ticket.lines, ticket.draw),
            combinations: {
              start,
              total: ticket.lines.length,
              data: page.map((l) => [pickView(l, ticket.draw)]),
              result: page.map((l, i) => ({
                ...combinationResult(start + i, l.payout, 'USDT', l.extraBonus),
                outcome: l.outcome,
              })),
            },
          }
        },
      })
    }
  }
}
