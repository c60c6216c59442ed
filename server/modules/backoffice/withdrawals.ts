import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { withdrawalsQuery } from '#contract/backoffice.ts'
import { type PageOf, WITHDRAWAL_STATUSES, type WithdrawalRow } from '#contract/backofficeRoles.ts'
import { formatMinorUnits } from '#engine/money.ts'
import type { Db } from '../../db/client.ts'
import { utcDayAfter, utcDayStart } from '../../feeds/calendar/localTime.ts'
import { paymentChannels, withdrawals } from '../payments/tables.ts'
import { users } from '../players/tables.ts'

/** LIKE wildcards in a filter are the characters themselves. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
const usdt = (micro: bigint) => formatMinorUnits(micro, 6, 'USDT')

const sortColumns = { createdAt: withdrawals.id, amount: withdrawals.amount, account: users.account }

/** One page of the withdrawal queue, newest first unless asked otherwise. */
export async function withdrawalsPage(
  db: Db,
  q: z.output<typeof withdrawalsQuery>,
): Promise<PageOf<WithdrawalRow>> {
  const where: SQL[] = []
  if (q.status) where.push(eq(withdrawals.status, WITHDRAWAL_STATUSES.indexOf(q.status)))
  if (q.account) where.push(ilike(users.account, contains(q.account)))
  if (q.from) where.push(gte(withdrawals.createdAt, utcDayStart(q.from)))
  if (q.to) where.push(lt(withdrawals.createdAt, utcDayAfter(q.to)))
  const filter = where.length ? and(...where) : undefined
  const direction = q.order === 'asc' ? asc : desc
  const [rows, [total]] = await Promise.all([
    db
      .select({ w: withdrawals, account: users.account, channel: paymentChannels.name })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .innerJoin(paymentChannels, eq(paymentChannels.id, withdrawals.channelId))
      .where(filter)
      .orderBy(direction(sortColumns[q.sort]), direction(withdrawals.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .where(filter),
  ])
  return {
    rows: rows.map(({ w, account, channel }) => ({
      id: w.id,
      orderNo: w.orderNo,
      account,
      amount: usdt(w.amount),
      // The player pays both; the queue shows what leaves the amount.
      fee: usdt(w.fee + w.networkFee),
      net: usdt(w.net),
      channel,
      destination: w.destination,
      status: WITHDRAWAL_STATUSES[w.status] ?? 'failed',
      reason: w.reason,
      createdAt: w.createdAt.toISOString(),
      decidedAt: w.decidedAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  }
}
