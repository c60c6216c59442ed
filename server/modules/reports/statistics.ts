import { and, eq, gte, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { type BetStatistics, type GameStatistics, REPORT_GAMES, type ReportGame } from '#contract/reports.ts'
import { formatMinorUnits } from '#engine/money.ts'
import type { Db } from '../../db/client.ts'
import { cricketBets } from '../cricket/tables.ts'
import { gameRounds } from '../games/tables.ts'
import { lotteryBets } from '../lottery/tables.ts'
import { sportBets } from '../sports/tables.ts'

/** The game studios whose rounds our wallet pays one by one (seamless), by provider. */
export const ROUND_GAMES = ['pg', 'tada', 'pg2', 'winfinity'] as const satisfies readonly ReportGame[]

interface Sums {
  count: number
  stakes: bigint
  payouts: bigint
}

const usdt = (micro: bigint) => formatMinorUnits(micro, 6, 'USDT')
const within = (column: PgColumn, start: Date, end: Date) => and(gte(column, start), lt(column, end)) as SQL

/**
 * One bet table's bets of `userId` in [start, end), by game: how many were placed in it, stakes of
 * those placed in it that have been settled (or voided) since, payouts (and refunds of cancelled
 * bets) of the bets settled in it. A bet still open is neither lost nor won: its stake waits until
 * it is decided. Both times come from the server's clock in the transaction that moved the money.
 */
async function tableSums(
  db: Db,
  table: typeof sportBets | typeof cricketBets | typeof lotteryBets,
  game: PgColumn | null,
  userId: number,
  start: Date,
  end: Date,
) {
  const placed = within(table.createdAt, start, end)
  const settled = within(table.settledAt, start, end)
  // A lottery ticket is one bet however many lines it holds.
  const counted = table === lotteryBets ? sql`distinct ${lotteryBets.ticket}` : sql`*`
  return db
    .select({
      game: game ? sql<string>`${game}` : sql<string>`'cricket'`,
      count: sql<number>`count(${counted}) filter (where ${placed})`.mapWith(Number),
      stakes: sql<string>`coalesce(sum(${table.stake}) filter (where ${placed} and ${isNotNull(table.settledAt)}), 0)::text`,
      payouts: sql<string>`coalesce(sum(${table.payout}) filter (where ${settled}), 0)::text`,
    })
    .from(table)
    .where(and(eq(table.userId, userId), or(placed, settled)))
    .groupBy(...(game ? [game] : []))
}

/**
 * The seamless studios' rounds by provider: the bets of the rounds opened in the range and closed
 * since (a round still open is neither lost nor won), the wins of those settled in it and the bets
 * given back by those rolled back in it — what the wallet's game_stake, game_payout and
 * game_refund moved for decided rounds.
 */
function roundSums(db: Db, userId: number, start: Date, end: Date) {
  const opened = within(gameRounds.createdAt, start, end)
  const closed = within(gameRounds.closedAt, start, end)
  return db
    .select({
      game: gameRounds.provider,
      count: sql<number>`count(*) filter (where ${opened})`.mapWith(Number),
      stakes: sql<string>`coalesce(sum(${gameRounds.bet}) filter (where ${opened} and ${gameRounds.status} <> 'open'), 0)::text`,
      payouts: sql<string>`(coalesce(sum(${gameRounds.win}) filter (where ${closed} and ${gameRounds.status} = 'settled'), 0)
        + coalesce(sum(${gameRounds.bet}) filter (where ${closed} and ${gameRounds.status} = 'rolled_back'), 0))::text`,
    })
    .from(gameRounds)
    .where(
      and(eq(gameRounds.userId, userId), inArray(gameRounds.provider, [...ROUND_GAMES]), or(opened, closed)),
    )
    .groupBy(gameRounds.provider)
}

const row = (game: ReportGame, s: Sums): GameStatistics => ({
  game,
  count: s.count,
  stakes: usdt(s.stakes),
  payouts: usdt(s.payouts),
  net: usdt(s.payouts - s.stakes),
})

/**
 * The player's bets per game over [start, end): every report game listed, quiet ones at zero, or
 * only `only`; with the total of the rows listed.
 */
export async function betStatistics(
  db: Db,
  userId: number,
  period: { start: Date; end: Date },
  only?: ReportGame,
): Promise<Pick<BetStatistics, 'games' | 'total'>> {
  const { start, end } = period
  const parts = await Promise.all([
    tableSums(db, sportBets, sportBets.game, userId, start, end),
    tableSums(db, cricketBets, null, userId, start, end),
    tableSums(db, lotteryBets, lotteryBets.game, userId, start, end),
    roundSums(db, userId, start, end),
  ])
  const sums = new Map<string, Sums>()
  for (const r of parts.flat()) {
    const s = sums.get(r.game) ?? { count: 0, stakes: 0n, payouts: 0n }
    sums.set(r.game, {
      count: s.count + r.count,
      stakes: s.stakes + BigInt(r.stakes),
      payouts: s.payouts + BigInt(r.payouts),
    })
  }
  const games = REPORT_GAMES.filter((g) => !only || g === only).map((g) =>
    row(g, sums.get(g) ?? { count: 0, stakes: 0n, payouts: 0n }),
  )
  const total = games.reduce(
    (t, g) => {
      const s = sums.get(g.game)
      return s ? { count: t.count + s.count, stakes: t.stakes + s.stakes, payouts: t.payouts + s.payouts } : t
    },
    { count: 0, stakes: 0n, payouts: 0n },
  )
  const { game: _, ...totalRow } = row('soccer', total)
  return { games, total: totalRow }
}
