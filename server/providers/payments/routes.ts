import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { formatMinorUnits } from '#engine/money.ts'
import type { App, AppContext } from '../../context.ts'
import { deposits, paymentChannels } from '../../modules/payments/tables.ts'
import { PAY_LINK_TTL_MS } from './payLink.ts'
import type { SandboxPayments } from './sandboxProviders.ts'

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

const COOKIE = 'sandbox_pay'
const cookieNonce = (header: string | undefined) =>
  /(?:^|;\s*)sandbox_pay=([0-9a-f]{32})(?:;|$)/.exec(header ?? '')?.[1]

const refused = (reply: FastifyReply) =>
  reply
    .status(403)
    .type('text/html')
    .send(
      page(
        'Link not valid',
        '<h1>This payment link is not valid or has expired</h1><p>Open the deposit again from your wallet.</p>',
      ),
    )

/**
 * The sandbox gateway's pages: a payer confirms or cancels, then the gateway sends its signed
 * callback to the API (through the same route a real gateway would call). Only the holder of the
 * signed link the deposit answered (the order's owner) can open the page, and only the form the
 * page served can submit it.
 */
export function sandboxPaymentRoutes(ctx: AppContext, sandbox: SandboxPayments) {
  return async (app: App) => {
    const params = z.object({ orderNo: z.string().regex(/^D[A-Z0-9]{6,40}$/, 'orderNotFound') })
    const querystring = z.object({
      exp: z.string().max(16).default(''),
      sig: z.string().max(128).default(''),
    })

    app.get('/sandbox/pay/:orderNo', { schema: { params, querystring } }, async (req, reply) => {
      const link = { orderNo: req.params.orderNo, ...req.query }
      if (!sandbox.links.valid(link)) return refused(reply)
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
      const nonce = randomBytes(16).toString('hex')
      reply.header(
        'set-cookie',
        `${COOKIE}=${nonce}; Path=/sandbox/pay/; HttpOnly; SameSite=Strict; Max-Age=${PAY_LINK_TTL_MS / 1000}`,
      )
      return page(
        'Sandbox payment',
        `<h1>${escapeHtml(channel.name)} — sandbox</h1><p>No real money moves on this page.</p>
<dl><dt>Order</dt><dd>${escapeHtml(order.orderNo)}</dd><dt>Amount</dt><dd>${escapeHtml(order.amount)} ${escapeHtml(channel.currency)}</dd>
<dt>Credited</dt><dd>${escapeHtml(formatMinorUnits(order.credit, 6, 'USDT'))} USDT</dd></dl>
<form method="post"><input type="hidden" name="csrf" value="${sandbox.links.csrfToken(link, nonce)}"><button name="status" value="cancelled">Cancel</button><button name="status" value="paid">Pay</button></form>`,
      )
    })

    app.post(
      '/sandbox/pay/:orderNo',
      {
        schema: {
          params,
          querystring,
          body: z.object({ status: z.enum(['paid', 'cancelled']), csrf: z.string().max(128).default('') }),
        },
      },
      async (req, reply) => {
        const link = { orderNo: req.params.orderNo, ...req.query }
        const nonce = cookieNonce(req.headers.cookie)
        if (!sandbox.links.valid(link) || !nonce || !sandbox.links.csrfValid(link, nonce, req.body.csrf)) {
          return refused(reply)
        }
        const payload = `${req.params.orderNo}:${req.body.status}`
        const callback = await app.inject({
          method: 'POST',
          url: '/sports/pay/callback',
          headers: { 'x-payment-signature': sandbox.callbacks.sign(payload) },
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
