import { and, count, eq, gte, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import {
  type DashboardProduct,
  type Figures,
  type ProductFigures,
  WITHDRAWAL_STATUSES,
} from '#contract/backofficeRoles.ts'
import { type CodedGame, categoryOfCode, GAME_TYPE_CODES } from '#contract/games.ts'
import { TX } from '#contract/wallet.ts'
import type { Db } from '../../db/client.ts'
import { cricketBets } from '../cricket/tables.ts'
import { lotteryBets } from '../lottery/tables.ts'
import { deposits, withdrawals } from '../payments/tables.ts'
import { sportBets } from '../sports/tables.ts'
import { usdt } from './money.ts'

/** The Mark Six regions by their spec §3 codes (13–20, lottery); the other draws are racing. */
const MARKSIX_GAMES: readonly string[] = (Object.keys(GAME_TYPE_CODES) as CodedGame[]).filter(
  (game) => categoryOfCode(GAME_TYPE_CODES[game]) === 'lottery',
)
const APPROVED = WITHDRAWAL_STATUSES.indexOf('successTransaction')

interface Sums {
  bets: number
  stakes: bigint
  payouts: bigint
}
const zero = (): Sums => ({ bets: 0, stakes: 0n, payouts: 0n })

const within = (column: PgColumn, start: Date, end: Date) => and(gte(column, start), lt(column, end)) as SQL

/**
 * One product table's bets in a period, by `game`: how many were placed in it, stakes of those
 * placed in it that have been settled (or voided) since, payouts (and refunds) of the bets settled
 * in it. An open bet is no revenue yet: its stake is the liability the dashboard lists apart. Both
 * times come from the server's clock. One grouped query per table.
 */
async function betSums(
  db: Db,
  table: typeof sportBets | typeof cricketBets | typeof lotteryBets,
  /** The column to group by; none for a product of one game. */
  game: PgColumn | null,
  start: Date,
  end: Date,
) {
  const placed = within(table.createdAt, start, end)
  const settled = within(table.settledAt, start, end)
  const rows = await db
    .select({
      game: game ? sql<string>`${game}` : sql<string>`''`,
      bets: sql<number>`count(*) filter (where ${placed})`.mapWith(Number),
      stakes: sql<string>`coalesce(sum(${table.stake}) filter (where ${placed} and ${isNotNull(table.settledAt)}), 0)::text`,
      payouts: sql<string>`coalesce(sum(${table.payout}) filter (where ${settled}), 0)::text`,
    })
    .from(table)
    .where(or(placed, settled))
    .groupBy(...(game ? [game] : []))
  return rows.map((r) => ({
    game: r.game,
    bets: r.bets,
    stakes: BigInt(r.stakes),
    payouts: BigInt(r.payouts),
  }))
}

/** Sports and racing as one product each; Mark Six by region, every region listed even when quiet. */
function byProduct(rows: { product: 'sports' | 'cricket' | 'lottery'; game: string; sums: Sums }[]) {
  const keyOf = ({ product, game }: (typeof rows)[number]): [DashboardProduct, string | null] => {
    if (product !== 'lottery') return [product, null]
    return MARKSIX_GAMES.includes(game) ? ['marksix', game] : ['racing', null]
  }
  const out = new Map<string, { product: DashboardProduct; game: string | null; sums: Sums }>()
  const slot = (product: DashboardProduct, game: string | null) => {
    const key = `${product}:${game ?? ''}`
    let entry = out.get(key)
    if (!entry) {
      entry = { product, game, sums: zero() }
      out.set(key, entry)
    }
    return entry.sums
  }
  slot('sports', null)
  slot('cricket', null)
  for (const game of MARKSIX_GAMES) slot('marksix', game)
  slot('racing', null)
  for (const row of rows) {
    const sums = slot(...keyOf(row))
    sums.bets += row.sums.bets
    sums.stakes += row.sums.stakes
    sums.payouts += row.sums.payouts
  }
  return [...out.values()]
}

/**
 * A period's money: deposits credited, withdrawals approved, and bets by product with the gross
 * gaming revenue (stakes − payouts), all exact sums in USDT micro-units made by the database.
 */
export async function figures(db: Db, period: { from: string; to: string; start: Date; end: Date }) {
  const { start, end } = period
  const [[deposited], [withdrawn], sports, cricket, lottery] = await Promise.all([
    db
      .select({ n: count(), sum: sql<string>`coalesce(sum(${deposits.credit}), 0)::text` })
      .from(deposits)
      .where(and(eq(deposits.status, TX.success), within(deposits.updatedAt, start, end))),
    db
      .select({ n: count(), sum: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text` })
      .from(withdrawals)
      .where(and(eq(withdrawals.status, APPROVED), within(withdrawals.decidedAt, start, end))),
    betSums(db, sportBets, sportBets.game, start, end),
    betSums(db, cricketBets, null, start, end),
    betSums(db, lotteryBets, lotteryBets.game, start, end),
  ])
  const products = byProduct([
    ...sports.map((r) => ({ product: 'sports' as const, game: r.game, sums: r })),
    ...cricket.map((r) => ({ product: 'cricket' as const, game: r.game, sums: r })),
    ...lottery.map((r) => ({ product: 'lottery' as const, game: r.game, sums: r })),
  ])
  const stakes = products.reduce((sum, p) => sum + p.sums.stakes, 0n)
  const payouts = products.reduce((sum, p) => sum + p.sums.payouts, 0n)
  return {
    from: period.from,
    to: period.to,
    deposits: { count: deposited?.n ?? 0, amount: usdt(BigInt(deposited?.sum ?? '0')) },
    withdrawals: { count: withdrawn?.n ?? 0, amount: usdt(BigInt(withdrawn?.sum ?? '0')) },
    stakes: usdt(stakes),
    payouts: usdt(payouts),
    ggr: usdt(stakes - payouts),
    products: products.map(
      ({ product, game, sums }): ProductFigures => ({
        product,
        game,
        bets: sums.bets,
        stakes: usdt(sums.stakes),
        payouts: usdt(sums.payouts),
        ggr: usdt(sums.stakes - sums.payouts),
      }),
    ),
  } satisfies Figures
}
