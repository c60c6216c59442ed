import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { depositsQuery } from '#contract/backoffice.ts'
import { DEPOSIT_STATUSES, type DepositRow, type PageOf } from '#contract/backofficeRoles.ts'
import { formatMinorUnits } from '#engine/money.ts'
import type { Db } from '../../db/client.ts'
import { utcDayAfter, utcDayStart } from '../../feeds/calendar/localTime.ts'
import { deposits, paymentChannels } from '../payments/tables.ts'
import { users } from '../players/tables.ts'

/** LIKE wildcards in a filter are the characters themselves. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const sortColumns = { createdAt: deposits.id, credit: deposits.credit, account: users.account }

/** One page of deposits, newest first unless asked otherwise: read-only, the gateways decide them. */
export async function depositsPage(db: Db, q: z.output<typeof depositsQuery>): Promise<PageOf<DepositRow>> {
  const where: SQL[] = []
  if (q.status) where.push(eq(deposits.status, DEPOSIT_STATUSES.indexOf(q.status)))
  if (q.account) where.push(ilike(users.account, contains(q.account)))
  if (q.from) where.push(gte(deposits.createdAt, utcDayStart(q.from)))
  if (q.to) where.push(lt(deposits.createdAt, utcDayAfter(q.to)))
  const filter = where.length ? and(...where) : undefined
  const direction = q.order === 'asc' ? asc : desc
  const [rows, [total]] = await Promise.all([
    db
      .select({
        d: deposits,
        account: users.account,
        channel: paymentChannels.name,
        currency: paymentChannels.currency,
      })
      .from(deposits)
      .innerJoin(users, eq(users.id, deposits.userId))
      .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
      .where(filter)
      .orderBy(direction(sortColumns[q.sort]), direction(deposits.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(deposits).innerJoin(users, eq(users.id, deposits.userId)).where(filter),
  ])
  return {
    rows: rows.map(({ d, account, channel, currency }) => ({
      id: d.id,
      orderNo: d.orderNo,
      account,
      channel,
      amount: d.amount,
      currency,
      credit: formatMinorUnits(d.credit, 6, 'USDT'),
      status: DEPOSIT_STATUSES[d.status] ?? 'failed',
      createdAt: d.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  }
}
