import { and, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm'
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
import { deposits, withdrawals } from '../payments/tables.ts'
import { decidedSums, type OpenBets } from '../reports/index.ts'
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
 * Every product's bets in a period, by product and game: how many were placed in it (open ones
 * too; a lottery ticket's every line), stakes of those placed in it that have been decided
 * (settled, voided, rolled back) since, payouts (and refunds) of the bets decided in it. The
 * decided money is the reports' rollup, summed over the period's quarter hours; the open bets are
 * read live from their products (an open bet is no revenue yet: its stake is the liability the
 * dashboard lists apart).
 */
async function betSums(db: Db, openBets: OpenBets, start: Date, end: Date) {
  const [decided, open] = await Promise.all([decidedSums(db, { start, end }), openBets(db, { start, end })])
  return [
    ...decided.map((d) => ({
      product: d.product,
      game: d.game,
      sums: { bets: d.decidedLines, stakes: d.stakes, payouts: d.payouts },
    })),
    ...open.map((o) => ({
      product: o.product,
      game: o.game,
      sums: { bets: o.lines, stakes: 0n, payouts: 0n },
    })),
  ]
}

/**
 * Sports, cricket, racing and the seamless games (the live casino's among them) as one product
 * each; Mark Six by region, every region listed even when quiet.
 */
function byProduct(rows: { product: 'sport' | 'cricket' | 'lottery' | 'game'; game: string; sums: Sums }[]) {
  const keyOf = ({ product, game }: (typeof rows)[number]): [DashboardProduct, string | null] => {
    if (product === 'sport') return ['sports', null]
    if (product === 'game') return ['games', null]
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
  slot('games', null)
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
export async function figures(
  db: Db,
  openBets: OpenBets,
  period: { from: string; to: string; start: Date; end: Date },
) {
  const { start, end } = period
  const [[deposited], [withdrawn], bets] = await Promise.all([
    db
      .select({ n: count(), sum: sql<string>`coalesce(sum(${deposits.credit}), 0)::text` })
      .from(deposits)
      .where(and(eq(deposits.status, TX.success), within(deposits.updatedAt, start, end))),
    db
      .select({ n: count(), sum: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text` })
      .from(withdrawals)
      .where(and(eq(withdrawals.status, APPROVED), within(withdrawals.decidedAt, start, end))),
    betSums(db, openBets, start, end),
  ])
  const products = byProduct(bets)
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
