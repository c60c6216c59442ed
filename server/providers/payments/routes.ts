import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { formatMinorUnits } from '../../../workers/engine/money.ts'
import type { App, AppContext } from '../../context.ts'
import { deposits, paymentChannels } from '../../db/schema.ts'
import type { PaymentSigner } from './sandbox.ts'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#0b1020;color:#eef2f7;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#131a2e;border:1px solid #26304d;border-radius:8px;padding:24px;width:min(360px,90vw)}
h1{font-size:20px;margin:0 0 8px}p{color:#97a5b1}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}
dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}form{display:flex;gap:8px;margin-top:16px}
button{flex:1;min-height:44px;border-radius:8px;border:1px solid #97a5b1;background:transparent;color:inherit;font:inherit;font-weight:600;cursor:pointer}
button[value=paid]{background:#bded33;border-color:#bded33;color:#10140a}a{color:#bded33}</style></head>
<body><main>${body}</main></body></html>`

/**
 * The sandbox gateway's pages: a payer confirms or cancels, then the gateway sends its signed
 * callback to the API (through the same route a real gateway would call).
 */
export function sandboxPaymentRoutes(ctx: AppContext, signer: PaymentSigner) {
  return async (app: App) => {
    const params = z.object({ orderNo: z.string().regex(/^D[A-Z0-9]{6,40}$/, 'orderNotFound') })

    app.get('/sandbox/pay/:orderNo', { schema: { params } }, async (req, reply) => {
      const [order] = await ctx.db.select().from(deposits).where(eq(deposits.orderNo, req.params.orderNo))
      const [channel] = order
        ? await ctx.db.select().from(paymentChannels).where(eq(paymentChannels.id, order.channelId))
        : []
      reply.type('text/html')
      if (!order || !channel) return reply.status(404).send(page('Not found', '<h1>Payment not found</h1>'))
      if (order.status !== 0) {
        return page(
          'Payment closed',
          `<h1>This payment is closed</h1><p><a href="/">Back to Betsuite</a></p>`,
        )
      }
      return page(
        'Sandbox payment',
        `<h1>${escapeHtml(channel.name)} — sandbox</h1><p>No real money moves on this page.</p>
<dl><dt>Order</dt><dd>${escapeHtml(order.orderNo)}</dd><dt>Amount</dt><dd>${escapeHtml(order.amount)} ${escapeHtml(channel.currency)}</dd>
<dt>Credited</dt><dd>${escapeHtml(formatMinorUnits(order.credit, 6, 'USDT'))} USDT</dd></dl>
<form method="post"><button name="status" value="cancelled">Cancel</button><button name="status" value="paid">Pay</button></form>`,
      )
    })

    app.post(
      '/sandbox/pay/:orderNo',
      { schema: { params, body: z.object({ status: z.enum(['paid', 'cancelled']) }) } },
      async (req, reply) => {
        const payload = `${req.params.orderNo}:${req.body.status}`
        const callback = await app.inject({
          method: 'POST',
          url: '/sports/pay/callback',
          headers: { 'x-payment-signature': signer.sign(payload) },
          payload: { order_no: req.params.orderNo, status: req.body.status },
        })
        const done = callback.json().code === 0 && req.body.status === 'paid'
        reply.type('text/html')
        return page(
          done ? 'Paid' : 'Not paid',
          `<h1>${done ? 'Payment received' : 'Payment cancelled'}</h1><p><a href="/">Back to Betsuite</a></p>`,
        )
      },
    )
  }
}
