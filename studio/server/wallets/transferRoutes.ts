import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { studioSignature } from '../../../contract/studioSignature.ts'
import { ok, type StudioApp } from '../http.ts'
import { OrderRefused, type TransferBooks } from './transferBooks.ts'

/** Where an operator moves money in and out of a player's wallet at the transfer studio (ky, ng). */
export const TRANSFER_API = '/sandbox/games/transfer'

const minor = z
  .string()
  .regex(/^\d{1,18}$/)
  .transform(BigInt)
const orderId = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/)
const userId = z.number().int().positive()
const order = z.object({ order_id: orderId, user_id: userId, amount: minor })
const params = z.object({ provider: z.enum(['ky', 'ng']) })

/**
 * The transfer studio's operator API: balance, deposit (transfer in), withdraw (transfer out),
 * settle (what became of an order whose answer was lost) and records (settled rounds after a
 * cursor). Every call is a signed POST (`x-studio-timestamp`, `x-studio-signature` over
 * "timestamp.body", the provider's key); a refusal is `code` 1 with its reason, and nothing moved.
 * The books' fault switches make it answer 503 (the order applied or not, as they say).
 */
export function transferRoutes(books: TransferBooks, keyOf: (provider: string) => string, now: () => Date) {
  const rawBodies = new WeakMap<FastifyRequest, string>()
  return async (app: StudioApp) => {
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, text, done) => {
      rawBodies.set(req, String(text))
      try {
        done(null, JSON.parse(String(text)))
      } catch {
        done(Object.assign(new Error('badRequest'), { statusCode: 400 }), undefined)
      }
    })
    app.addHook('preHandler', async (req, reply) => {
      const { provider } = req.params as { provider: string }
      const good = studioSignature(keyOf(provider)).verify(
        req.headers['x-studio-timestamp'] as string | undefined,
        req.headers['x-studio-signature'] as string | undefined,
        rawBodies.get(req) ?? '',
        now().getTime(),
      )
      if (!good) return reply.status(401).send({ code: 401, msg: 'badSignature', data: null })
    })
    /** Runs an op; a fault switch answers 503 as a lost answer would, a refusal `code` 1. */
    const run = async <T>(op: () => Promise<T>) => {
      try {
        return ok(await op())
      } catch (err) {
        if (err instanceof OrderRefused) return { code: 1, msg: err.message, data: null }
        throw Object.assign(new Error('studio did not answer', { cause: err }), { statusCode: 503 })
      }
    }
    const post = <B extends z.ZodType>(
      op: string,
      body: B,
      handle: (provider: string, b: z.output<B>) => unknown,
    ) =>
      app.post(`${TRANSFER_API}/:provider/${op}`, { schema: { params, body } }, (req) =>
        run(async () => handle(req.params.provider, req.body as z.output<B>)),
      )
    post('balance', z.object({ user_id: userId }), async (provider, b) => ({
      balance: String(await books.studio.balance(provider, b.user_id)),
    }))
    for (const op of ['deposit', 'withdraw'] as const)
      post(op, order, async (provider, b) => {
        await books.studio[op]({ orderId: b.order_id, provider, userId: b.user_id, amount: b.amount })
        return { status: 'applied' }
      })
    post('settle', z.object({ order_id: orderId }), async (_provider, b) => ({
      status: await books.studio.settle(b.order_id),
    }))
    post(
      'records',
      z.object({ after: minor, limit: z.number().int().min(1).max(500) }),
      async (provider, b) =>
        (await books.studio.records(provider, b.after, b.limit)).map((r) => ({
          id: String(r.id),
          round_id: r.roundId,
          user_id: r.userId,
          game_id: r.gameId,
          bet: String(r.bet),
          win: String(r.win),
          currency: r.currency,
          status: r.status,
          settled_at: r.settledAt.toISOString(),
        })),
    )
  }
}
