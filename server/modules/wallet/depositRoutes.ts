import { and, asc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { rechargeBody, TX } from '#contract/wallet.ts'
import type { App, AppContext } from '../../context.ts'
import { ok, rejected, unauthorized } from '../../http/envelope.ts'
import { currentUser, requireUser } from '../../http/guard.ts'
import { AMOUNT_REFUSALS } from '../../money/amounts.ts'
import { paymentChannels } from '../payments/tables.ts'
import type { DepositService } from './deposits.ts'
import { idempotencyKey } from './idempotencyKey.ts'

/** What a deposit is refused with by the service it goes through (deposits.ts). */
const rechargeRefusals = {
  422: [
    'paymentTypesNotAvailable',
    'belowMinDeposit',
    'aboveMaxDeposit',
    'cardNameRequired',
    'invalidCardNumber',
    'invalidExpiry',
    'invalidCvv',
    'cardExpired',
    'cardDeclined',
    'limitReached',
    ...AMOUNT_REFUSALS,
  ],
}

const channelView = (c: typeof paymentChannels.$inferSelect) => ({
  id: c.id,
  kind: c.kind,
  name: c.name,
  network: c.network,
  currency: c.currency,
  min: c.minAmount,
  max: c.maxAmount,
  whole_only: c.wholeOnly,
})

export function depositRoutes(ctx: AppContext, service: DepositService) {
  // Only channels whose kind has a configured provider are offered.
  const offered = and(
    eq(paymentChannels.direction, 'deposit'),
    eq(paymentChannels.status, 1),
    inArray(paymentChannels.kind, service.kinds),
  )
  return async (app: App) => {
    app.get('/recharge/type', async () => {
      const rows = await ctx.db
        .selectDistinct({ kind: paymentChannels.kind })
        .from(paymentChannels)
        .where(offered)
      return ok(rows.map((r) => r.kind))
    })

    app.get('/pay/all', async () => {
      const rows = await ctx.db
        .select()
        .from(paymentChannels)
        .where(offered)
        .orderBy(asc(paymentChannels.sort))
      return ok(rows.map(channelView))
    })

    app.post(
      '/recharge',
      { preHandler: requireUser(ctx), schema: { body: rechargeBody }, config: { errors: rechargeRefusals } },
      async (req) => {
        const { channel_id, amount, card } = req.body
        // USDT needs no key (it only shows an address); every other channel makes an order.
        const key = req.headers['idempotency-key'] === undefined ? undefined : idempotencyKey(req)
        return ok(
          await service.create(
            currentUser(req).id,
            { channelId: channel_id, amount: amount ?? '', card },
            key,
          ),
        )
      },
    )

    /** Back to the payment page of a deposit still waiting for the payer. */
    app.post(
      '/continueRecharge',
      { preHandler: requireUser(ctx), schema: { body: z.object({ order_no: z.string().max(64) }) } },
      async (req) => {
        const payUrl = await service.payUrl(currentUser(req).id, req.body.order_no)
        if (!payUrl) throw rejected('paymentLinkNotAvailable')
        return ok({ orderNo: req.body.order_no, payUrl })
      },
    )

    /** The gateway's signed report of a payment, checked with the key of the order's own gateway. */
    app.post(
      '/pay/callback',
      {
        schema: { body: z.object({ order_no: z.string().max(64), status: z.enum(['paid', 'cancelled']) }) },
        config: { headers: { 'x-payment-signature': "The gateway's signature of `order_no:status`." } },
      },
      async (req) => {
        const signature = req.headers['x-payment-signature']
        const payload = `${req.body.order_no}:${req.body.status}`
        if (
          typeof signature !== 'string' ||
          !(await service.callbackVerified(req.body.order_no, payload, signature))
        )
          throw unauthorized()
        if (req.body.status === 'cancelled') {
          await service.fail(req.body.order_no)
          return ok({ status: TX.failed })
        }
        return ok(await service.confirm(req.body.order_no))
      },
    )
  }
}
