import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm'
import { CHANGE_KINDS, CHANGE_SOURCES } from '#contract/ledger.ts'
import { paging } from '#contract/paging.ts'
import { type ChangeLogEntry, changeLogQuery, type DepositOrder, TX } from '#contract/wallet.ts'
import { formatMinorUnits } from '#engine/money.ts'
import type { App, AppContext } from '../../context.ts'
import { utcDayAfter, utcDayStart } from '../../feeds/calendar/localTime.ts'
import { ok } from '../../http/envelope.ts'
import { currentUser, requireUser } from '../../http/guard.ts'
import { playerAccount } from '../ledger/index.ts'
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../ledger/tables.ts'
import { deposits, paymentChannels } from '../payments/tables.ts'

const kindCode = (kind: string, amount: bigint) => {
  if (kind === 'transfer') return amount < 0n ? CHANGE_KINDS.transfer_out : CHANGE_KINDS.transfer_in
  const code = Object.entries(CHANGE_SOURCES).find(([, kinds]) =>
    (kinds as readonly string[]).includes(kind),
  )?.[0]
  return code === undefined ? 0 : Number(code)
}

export function historyRoutes(ctx: AppContext) {
  return async (app: App) => {
    app.addHook('onRequest', requireUser(ctx))

    /** Every movement of the player's wallet with the balance after it, newest first. */
    app.get('/member/change_log', { schema: { querystring: changeLogQuery } }, async (req) => {
      const q = req.query
      const kinds =
        q.kind === undefined
          ? [...new Set(Object.values(CHANGE_SOURCES).flat())]
          : (CHANGE_SOURCES[q.kind] ?? [])
      if (kinds.length === 0) return ok({ list: [], start: q.start, limit: q.limit })
      const conditions = [
        eq(ledgerAccounts.key, playerAccount(currentUser(req).id).key),
        inArray(ledgerTransactions.kind, kinds),
      ]
      if (q.start_date) conditions.push(gte(ledgerEntries.createdAt, utcDayStart(q.start_date)))
      if (q.end_date) conditions.push(lt(ledgerEntries.createdAt, utcDayAfter(q.end_date)))
      const rows = await ctx.db
        .select({
          id: ledgerEntries.id,
          kind: ledgerTransactions.kind,
          amount: ledgerEntries.amount,
          balance: ledgerEntries.balanceAfter,
          createdAt: ledgerEntries.createdAt,
          key: ledgerTransactions.idempotencyKey,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(and(...conditions))
        .orderBy(desc(ledgerEntries.id))
        .offset(q.start)
        .limit(q.limit)
      const list = rows
        .map(
          (r): ChangeLogEntry => ({
            id: r.id,
            kind: kindCode(r.kind, r.amount),
            amount: formatMinorUnits(r.amount, 6, 'USDT'),
            // A player's entries always carry their balance after; only the house side's have none.
            balance: formatMinorUnits(r.balance ?? 0n, 6, 'USDT'),
            currency: 'USDT',
            created_at: r.createdAt.toISOString(),
          }),
        )
        .filter((r) => q.kind === undefined || r.kind === q.kind)
      return ok({ list, start: q.start, limit: q.limit })
    })

    /**
     * The player's deposit orders, newest first (spec §7 Member: GET recharge), each with its
     * channel and status (spec §4 transaction states). An order paid on a hosted payment page that
     * still waits for the payer can be reopened with POST continueRecharge (`can_continue`).
     */
    app.get('/recharge', { schema: { querystring: paging } }, async (req) => {
      const rows = await ctx.db
        .select({ order: deposits, channel: paymentChannels })
        .from(deposits)
        .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
        .where(eq(deposits.userId, currentUser(req).id))
        .orderBy(desc(deposits.id))
        .offset(req.query.start)
        .limit(req.query.limit)
      return ok(
        rows.map(
          ({ order, channel }): DepositOrder => ({
            id: order.id,
            order_no: order.orderNo,
            channel: channel.name,
            kind: channel.kind,
            amount: order.amount,
            currency: channel.currency,
            credit: formatMinorUnits(order.credit, 6, 'USDT'),
            status: order.status,
            can_continue:
              order.status === TX.pending && (channel.kind === 'fiat' || channel.kind === 'third_party'),
            created_at: order.createdAt.toISOString(),
            updated_at: order.updatedAt.toISOString(),
          }),
        ),
      )
    })
  }
}
