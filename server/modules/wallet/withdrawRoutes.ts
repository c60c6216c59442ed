import { and, asc, desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { paging } from '#contract/paging.ts'
import { type Withdrawal, withdrawBody } from '#contract/wallet.ts'
import type { App, AppContext } from '../../context.ts'
import { notFound, ok, rejected } from '../../http/envelope.ts'
import { currentUser, requireUser } from '../../http/guard.ts'
import { perPlayer } from '../../http/limits.ts'
import { AMOUNT_REFUSALS } from '../../money/amounts.ts'
import { isValidAddress } from '../../providers/payments/sandbox.ts'
import { LEDGER_REFUSALS } from '../ledger/index.ts'
import { PAYMENT_PASSWORD_REFUSALS } from '../member/index.ts'
import { bankInformation, paymentChannels, withdrawals } from '../payments/tables.ts'
import { banksOf } from './banks.ts'
import { idempotencyKey } from './idempotencyKey.ts'
import type { WithdrawalService } from './withdrawals.ts'

const savedAccount = z
  .object({
    account_type: z.enum(['usdt', 'bank']),
    network: z.enum(['TRC20', 'ERC20']).optional(),
    country: z.string().trim().length(2).toUpperCase().optional(),
    bank: z.string().trim().min(1).max(64).optional(),
    account_name: z.string().trim().min(2, 'nameRequired').max(64).optional(),
    account: z.string().trim().min(4, 'accountRequired').max(64),
    is_default: z.boolean().default(false),
  })
  .superRefine((b, issue) => {
    if (b.account_type === 'usdt' && !isValidAddress(b.network ?? '', b.account)) {
      issue.addIssue({ code: 'custom', message: 'invalidAddress', path: ['account'] })
    }
    if (
      b.account_type === 'bank' &&
      (!b.country || !b.bank || !b.account_name || !/^\d{6,24}$/.test(b.account))
    ) {
      const path = !b.country ? 'country' : !b.bank ? 'bank' : !b.account_name ? 'account_name' : 'account'
      issue.addIssue({
        code: 'custom',
        message: path === 'account' ? 'invalidAccountNumber' : 'required',
        path: [path],
      })
    }
  })

/** What a withdrawal request is refused with by the service it goes through (withdrawals.ts). */
const withdrawRefusals = {
  404: ['userNotFound'],
  422: [
    'paymentTypesNotAvailable',
    'notAllowedToWithdraw',
    'belowMinWithdraw',
    'netAmountNotPositive',
    'bankAccountRequired',
    'invalidAddress',
    'realNameRequiredToWithdraw',
    'bonusWageringOpen',
    ...AMOUNT_REFUSALS,
    ...PAYMENT_PASSWORD_REFUSALS,
    ...LEDGER_REFUSALS,
  ],
}

/** A withdrawal as GET withdraw answers it: its row, amounts as micro-USDT text. */
const withdrawalView = (w: typeof withdrawals.$inferSelect): Withdrawal => ({
  id: w.id,
  orderNo: w.orderNo,
  userId: w.userId,
  channelId: w.channelId,
  amount: String(w.amount),
  fee: String(w.fee),
  networkFee: String(w.networkFee),
  net: String(w.net),
  destination: w.destination,
  status: w.status,
  reason: w.reason,
  createdAt: w.createdAt.toISOString(),
  decidedAt: w.decidedAt?.toISOString() ?? null,
})

export function withdrawRoutes(ctx: AppContext, service: WithdrawalService) {
  return async (app: App) => {
    app.addHook('onRequest', requireUser(ctx))

    app.get('/withdraw/all', async () => {
      const rows = await ctx.db
        .select()
        .from(paymentChannels)
        .where(eq(paymentChannels.direction, 'withdraw'))
        .orderBy(asc(paymentChannels.sort))
      return ok(
        rows.map((c) => ({
          id: c.id,
          kind: c.kind,
          name: c.name,
          network: c.network,
          country: c.country,
          min: c.minAmount,
          fee_percent: c.feePercent,
          network_fee: c.networkFee,
          allowed: c.status === 1,
        })),
      )
    })

    app.get('/withdraw/trade_type', async () => ok(['usdt', 'bank']))

    app.get(
      '/withdraw/bank_type',
      {
        schema: {
          querystring: z.object({ country: z.string().trim().length(2, 'invalidCountry').toUpperCase() }),
        },
      },
      async (req) => ok(banksOf(req.query.country)),
    )

    /** The player's saved accounts usable on withdrawal channel `id`. */
    app.get(
      '/getWithdrawBankList',
      { schema: { querystring: z.object({ id: z.coerce.number().int().positive() }) } },
      async (req) => {
        const [channel] = await ctx.db
          .select()
          .from(paymentChannels)
          .where(eq(paymentChannels.id, req.query.id))
        if (!channel) throw notFound('paymentTypesNotAvailable')
        const rows = await ctx.db
          .select()
          .from(bankInformation)
          .where(
            and(
              eq(bankInformation.userId, currentUser(req).id),
              eq(bankInformation.accountType, channel.kind),
            ),
          )
          .orderBy(desc(bankInformation.isDefault), asc(bankInformation.id))
        return ok(rows)
      },
    )

    app.get('/bank_information', async (req) =>
      ok(
        await ctx.db
          .select()
          .from(bankInformation)
          .where(eq(bankInformation.userId, currentUser(req).id))
          .orderBy(desc(bankInformation.isDefault), asc(bankInformation.id)),
      ),
    )

    app.post('/bank_information', { schema: { body: savedAccount } }, async (req) => {
      const userId = currentUser(req).id
      const b = req.body
      const created = await ctx.db.transaction(async (tx) => {
        if (b.is_default)
          await tx.update(bankInformation).set({ isDefault: false }).where(eq(bankInformation.userId, userId))
        const [row] = await tx
          .insert(bankInformation)
          .values({
            userId,
            accountType: b.account_type,
            country: b.account_type === 'bank' ? b.country : b.network,
            bank: b.bank,
            accountName: b.account_name,
            account: b.account,
            isDefault: b.is_default,
          })
          .returning()
        return row
      })
      return ok(created)
    })

    app.delete(
      '/bank_information',
      { schema: { querystring: z.object({ info_id: z.coerce.number().int().positive() }) } },
      async (req) => {
        const [gone] = await ctx.db
          .delete(bankInformation)
          .where(
            and(eq(bankInformation.id, req.query.info_id), eq(bankInformation.userId, currentUser(req).id)),
          )
          .returning({ id: bankInformation.id })
        if (!gone) throw rejected('accountNotFound')
        return ok(null)
      },
    )

    app.post(
      '/withdraw',
      { schema: { body: withdrawBody }, config: { ...perPlayer(30), errors: withdrawRefusals } },
      async (req) => {
        const b = req.body
        return ok(
          await service.request(
            currentUser(req).id,
            {
              channelId: b.channel_id,
              amount: b.amount,
              address: b.address,
              bankInfoId: b.bank_info_id,
              bankPassword: b.bank_password,
              forfeitBonus: b.forfeit_bonus === true,
            },
            idempotencyKey(req),
          ),
        )
      },
    )

    /** The player's withdrawals, newest first (spec §7 Member: GET withdraw). */
    app.get('/withdraw', { schema: { querystring: paging } }, async (req) => {
      const rows = await ctx.db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.userId, currentUser(req).id))
        .orderBy(desc(withdrawals.id))
        .offset(req.query.start)
        .limit(req.query.limit)
      return ok(rows.map(withdrawalView))
    })
  }
}
