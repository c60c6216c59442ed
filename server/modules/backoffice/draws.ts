import { and, asc, count, desc, eq, min, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { drawsQuery, drawTicketsQuery } from '#contract/backoffice.ts'
import {
  DRAW_STATUSES,
  type DrawRow,
  type DrawSchedule,
  type DrawStatus,
  type DrawTickets,
  type PageOf,
} from '#contract/backofficeRoles.ts'
import { BET_STATUS } from '#contract/games.ts'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../http/envelope.ts'
import type { GAMES } from '../lottery/index.ts'
import { draws, lotteryBets } from '../lottery/tables.ts'
import { users } from '../players/tables.ts'
import { lotteryMaxPayout } from './liability.ts'
import { usdt } from './money.ts'

const pad = (n: number) => String(n).padStart(2, '0')

/** The lottery's games and schedules, handed in by the app (the lottery module loads the betting core). */
export type LotteryGames = typeof GAMES

/** Each game's rhythm as the scheduler keeps it, with its next open draw. */
export async function drawSchedules(db: Db, games: LotteryGames): Promise<DrawSchedule[]> {
  const next = await db
    .select({ game: draws.game, at: min(draws.drawAt) })
    .from(draws)
    .where(eq(draws.status, 'open'))
    .groupBy(draws.game)
  const nextOf = new Map(next.map((n) => [n.game, n.at]))
  return Object.entries(games).map(([game, { family, schedule }]) => ({
    game,
    family,
    weekdays: schedule.weekdays ?? null,
    time: schedule.time ? `${pad(schedule.time[0])}:${pad(schedule.time[1])}` : null,
    everyMinutes: schedule.everyMinutes ?? null,
    closeBeforeSeconds: Math.round(schedule.closeBeforeMs / 1000),
    next: nextOf.get(game)?.toISOString() ?? null,
  }))
}

const statusOf = (status: string): DrawStatus =>
  (DRAW_STATUSES as readonly string[]).includes(status) ? (status as DrawStatus) : 'closed'

/**
 * One page of draws with their tickets, stakes and open liability. The seed and the result are
 * served only once the draw is published (settled): before that, the hash alone, so no operator
 * screen can leak what a draw will be while it still takes bets or waits to be drawn.
 */
export async function drawsPage(db: Db, q: z.output<typeof drawsQuery>): Promise<PageOf<DrawRow>> {
  const totals = db
    .select({
      drawId: lotteryBets.drawId,
      tickets: sql<number>`count(distinct ${lotteryBets.ticket})`.mapWith(Number).as('tickets'),
      stakes: sql<string>`sum(${lotteryBets.stake})::text`.as('stakes'),
      liability:
        sql<string>`coalesce(sum(${lotteryMaxPayout}) filter (where ${lotteryBets.status} = ${BET_STATUS.pending}), 0)::text`.as(
          'liability',
        ),
    })
    .from(lotteryBets)
    .groupBy(lotteryBets.drawId)
    .as('totals')
  const where: SQL[] = []
  if (q.game) where.push(eq(draws.game, q.game))
  if (q.status) where.push(eq(draws.status, q.status))
  const filter = where.length ? and(...where) : undefined
  const direction = q.order === 'asc' ? asc : desc
  const sortBy = {
    drawAt: draws.drawAt,
    tickets: sql`coalesce(${totals.tickets}, 0)`,
    liability: sql`coalesce(${totals.liability}::numeric, 0)`,
  }[q.sort]
  const [rows, [total]] = await Promise.all([
    db
      .select({ d: draws, tickets: totals.tickets, stakes: totals.stakes, liability: totals.liability })
      .from(draws)
      .leftJoin(totals, eq(totals.drawId, draws.id))
      .where(filter)
      .orderBy(direction(sortBy), direction(draws.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(draws).where(filter),
  ])
  return {
    rows: rows.map(({ d, tickets, stakes, liability }) => {
      const published = d.status === 'settled'
      return {
        id: d.id,
        game: d.game,
        matchId: d.matchId,
        drawAt: d.drawAt.toISOString(),
        closeAt: d.closeAt.toISOString(),
        status: statusOf(d.status),
        seedHash: d.seedHash,
        seed: published ? d.seed : null,
        result: published ? d.result : null,
        tickets: tickets ?? 0,
        stakes: usdt(BigInt(stakes ?? '0')),
        liability: usdt(BigInt(liability ?? '0')),
      }
    }),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  }
}

const BET_STATUS_NAMES = {
  [BET_STATUS.pending]: 'pending',
  [BET_STATUS.settled]: 'settled',
  [BET_STATUS.cancelled]: 'cancelled',
} as const

/** One page of a draw's selections, newest first, with who placed them and what each could pay. */
export async function drawTickets(
  db: Db,
  drawId: number,
  q: z.output<typeof drawTicketsQuery>,
): Promise<DrawTickets> {
  const [draw] = await db
    .select({ id: draws.id, game: draws.game, matchId: draws.matchId })
    .from(draws)
    .where(eq(draws.id, drawId))
  if (!draw) throw notFound('drawNotFound')
  const direction = q.order === 'asc' ? asc : desc
  const [rows, [total]] = await Promise.all([
    db
      .select({ b: lotteryBets, account: users.account, max: sql<string>`${lotteryMaxPayout}::text` })
      .from(lotteryBets)
      .innerJoin(users, eq(users.id, lotteryBets.userId))
      .where(eq(lotteryBets.drawId, drawId))
      .orderBy(direction(lotteryBets.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(lotteryBets).where(eq(lotteryBets.drawId, drawId)),
  ])
  return {
    rows: rows.map(({ b, account, max }) => ({
      id: b.id,
      ticket: b.ticket,
      account,
      bet: b.bet,
      odds: b.odds,
      amount: usdt(b.amount),
      count: b.count,
      stake: usdt(b.stake),
      status: BET_STATUS_NAMES[b.status as keyof typeof BET_STATUS_NAMES] ?? 'pending',
      outcome: b.outcome,
      payout: b.payout === null ? null : usdt(b.payout),
      maxPayout: usdt(BigInt(max)),
      createdAt: b.createdAt.toISOString(),
    })),
    draw,
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  }
}
