import { count, countDistinct, desc, eq, max, min, type SQL, sql, sum } from 'drizzle-orm'
import type { z } from 'zod'
import type { playerBetsQuery } from '#contract/backoffice.ts'
import type { PageOf, PlayerBetProduct, PlayerBetRow } from '#contract/backofficeRoles.ts'
import { formatMinorUnits } from '#engine/money.ts'
import type { Db } from '../../db/client.ts'
import { cricketBets } from '../cricket/tables.ts'
import { lotteryBets } from '../lottery/tables.ts'
import { sportBets } from '../sports/tables.ts'
import { playerOf } from './players.ts'

type Query = z.output<typeof playerBetsQuery>
const usdt = (micro: bigint | null) => (micro === null ? null : formatMinorUnits(micro, 6, 'USDT'))
const offset = (q: Query) => (q.page - 1) * q.pageSize

/**
 * One product's bets as rows of one shape, in USDT (what the ledger moved), newest first. The
 * players' my-bets sources answer one player's own view in their currency, combinations included;
 * the console needs the plain money rows of any player, so it reads the same tables directly.
 */
const readers: Record<
  PlayerBetProduct,
  (db: Db, userId: number, q: Query) => Promise<[PlayerBetRow[], number]>
> = {
  sports: (db, userId, q) => slips(db, sportBets, sportBets.game, userId, q),
  cricket: (db, userId, q) => slips(db, cricketBets, sql<string>`'cricket'`, userId, q),
  /** Mark Six, PK10 and airship: one row per ticket, its selections summed (as my bets shows it). */
  async lottery(db, userId, q) {
    const mine = eq(lotteryBets.userId, userId)
    const [rows, [total]] = await Promise.all([
      db
        .select({
          ticket: lotteryBets.ticket,
          game: min(lotteryBets.game),
          stake: sum(lotteryBets.stake),
          // Null while any selection waits for its draw: a ticket's payout is known only in full.
          payout: sql<
            string | null
          >`case when bool_or(${lotteryBets.payout} is null) then null else sum(${lotteryBets.payout}) end`,
          status: min(lotteryBets.status),
          createdAt: min(lotteryBets.createdAt),
          last: max(lotteryBets.id),
        })
        .from(lotteryBets)
        .where(mine)
        .groupBy(lotteryBets.ticket)
        .orderBy(desc(max(lotteryBets.id)))
        .limit(q.pageSize)
        .offset(offset(q)),
      db
        .select({ n: countDistinct(lotteryBets.ticket) })
        .from(lotteryBets)
        .where(mine),
    ])
    return [
      rows.map((t) => ({
        id: String(t.last),
        betNo: t.ticket,
        game: t.game ?? '',
        stake: usdt(BigInt(t.stake ?? '0')) ?? '',
        payout: t.payout === null ? null : usdt(BigInt(t.payout)),
        status: t.status ?? 1,
        createdAt: t.createdAt?.toISOString() ?? '',
      })),
      total?.n ?? 0,
    ]
  },
}

/** Sports and cricket keep one row per slip, with the same money columns. */
async function slips(
  db: Db,
  table: typeof sportBets | typeof cricketBets,
  game: SQL<string> | typeof sportBets.game,
  userId: number,
  q: Query,
): Promise<[PlayerBetRow[], number]> {
  const mine = eq(table.userId, userId)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: table.id,
        betNo: table.betNo,
        game,
        stake: table.stake,
        payout: table.payout,
        status: table.status,
        createdAt: table.createdAt,
      })
      .from(table)
      .where(mine)
      .orderBy(desc(table.id))
      .limit(q.pageSize)
      .offset(offset(q)),
    db.select({ n: count() }).from(table).where(mine),
  ])
  return [
    rows.map((b) => ({
      ...b,
      id: String(b.id),
      stake: usdt(b.stake) ?? '',
      payout: usdt(b.payout),
      createdAt: b.createdAt.toISOString(),
    })),
    total?.n ?? 0,
  ]
}

export async function playerBets(db: Db, userId: number, q: Query): Promise<PageOf<PlayerBetRow>> {
  await playerOf(db, userId)
  const [rows, total] = await readers[q.product](db, userId, q)
  return { rows, total, page: q.page, pageSize: q.pageSize }
}
