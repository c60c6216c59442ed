import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { PushReason } from '#contract/ledger.ts'
import { STUDIO_WALLET_PATH, studioSignature } from '#contract/studioSignature.ts'
import type { App, AppContext } from '../../context.ts'
import { AppError } from '../../http/envelope.ts'
import { GAME_STATUS } from '../../modules/games/index.ts'
import { parseAmount } from '../../money/amounts.ts'
import { providerStatus } from './availability.ts'
import { GAME_PROVIDERS, SEAMLESS_PROVIDERS, type SeamlessProviderId, type StudioError } from './provider.ts'
import type { SeamlessCall, SeamlessWallet } from './seamless.ts'
import type { SessionTokens } from './signature.ts'

const id = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/)
const amount = z.string().regex(/^\d{1,10}(\.\d{1,6})?$/)
const base = { token: z.string().min(1).max(1024), transaction_id: id, round_id: id }
const bodies = {
  balance: z.object({ token: base.token }),
  debit: z.object({ ...base, amount }),
  credit: z.object({ ...base, amount }),
  rollback: z.object(base),
}
const params = z.object({ provider: z.enum(SEAMLESS_PROVIDERS) })

/** Our error as the studio's own code; anything else is not ours to translate and is rethrown. */
const studioErrors: Record<string, StudioError> = {
  insufficientBalance: 'insufficientBalance',
  gameNotActive: 'gameNotActive',
  gameNotFound: 'gameNotActive',
  roundNotFound: 'roundNotFound',
  roundClosed: 'roundClosed',
  idempotencyKeyReused: 'duplicateTransaction',
}

/**
 * For the API description: a refusal answers 200 with the studio's own code, except a bad signature
 * (401); each call is signed.
 */
const described = {
  errors: {
    200: ['invalidToken', ...new Set(Object.values(studioErrors))],
    401: ['badSignature'],
  },
  headers: {
    'x-studio-timestamp':
      'When the studio signed the call, in whole seconds since 1970 (at most 300 s from our clock).',
    'x-studio-signature': 'HMAC-SHA256 with the provider\'s key over "timestamp.body", the body as sent.',
  },
}

/**
 * The studio-facing wallet of the seamless providers. Each call is signed with the provider's key
 * (headers x-studio-timestamp, x-studio-signature over "timestamp.body"), names the player by the
 * launch session token, and answers 200 with the studio's own code (0 when done).
 */
export function studioWalletRoutes(
  ctx: AppContext,
  wallet: SeamlessWallet,
  sessions: SessionTokens,
  keyOf: (provider: string) => string,
) {
  const answer = (provider: SeamlessProviderId, reply: FastifyReply, error: StudioError) =>
    reply.send({ code: GAME_PROVIDERS[provider].errorCodes[error], msg: error, data: null })

  // The signature covers the body exactly as the studio sent it, so keep the text it came as.
  const rawBodies = new WeakMap<FastifyRequest, string>()

  /** Whether the studio signed the body exactly as it sent it, recently, with its key. */
  const signedBy = (provider: SeamlessProviderId, req: FastifyRequest) =>
    studioSignature(keyOf(provider)).verify(
      req.headers['x-studio-timestamp'] as string | undefined,
      req.headers['x-studio-signature'] as string | undefined,
      rawBodies.get(req) ?? '',
      ctx.clock.now().getTime(),
    )

  const handle =
    <B extends { token: string; transaction_id: string; round_id: string }>(
      reason: PushReason,
      run: (call: SeamlessCall, body: B) => Promise<unknown>,
    ) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      const { provider } = req.params as { provider: SeamlessProviderId }
      const body = req.body as B
      if (!signedBy(provider, req)) return answer(provider, reply.status(401), 'badSignature')
      const session = sessions.read(body.token)
      if (!session || session.provider !== provider) return answer(provider, reply, 'invalidToken')
      // A session starts rounds until it expires; the credit or rollback of a started round still lands.
      const opensRound = req.routeOptions.url?.endsWith('/debit')
      if (opensRound && session.expiresAt < ctx.clock.now().getTime())
        return answer(provider, reply, 'invalidToken')
      const call: SeamlessCall = {
        provider: GAME_PROVIDERS[provider],
        transactionId: body.transaction_id,
        roundId: body.round_id,
        userId: session.userId,
        gameId: session.gameId,
      }
      try {
        const data = await run(call, body)
        // The site's header follows the balance while the game plays in its frame. The money has
        // moved already, so a push that fails is logged, never answered to the studio as an error.
        ctx.walletPush
          .publish(call.userId, reason)
          .catch((err: unknown) => req.log.warn({ err }, 'wallet push after a studio call failed'))
        return reply.send({ code: 0, msg: 'success', data })
      } catch (err) {
        const known = err instanceof AppError ? studioErrors[err.message] : undefined
        if (!known) throw err
        return answer(provider, reply, known)
      }
    }

  return async (app: App) => {
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, text, done) => {
      rawBodies.set(req, String(text))
      try {
        done(null, JSON.parse(String(text)))
      } catch {
        done(new AppError(400, 'badRequest'), undefined)
      }
    })
    // Authenticate: who the launch token names, in which currency, with what balance (minor units).
    // Like a debit, it answers invalidToken once the session can no longer start rounds.
    app.post(
      `${STUDIO_WALLET_PATH}/:provider/balance`,
      { schema: { params, body: bodies.balance }, config: described },
      async (req, reply) => {
        const { provider } = req.params as { provider: SeamlessProviderId }
        if (!signedBy(provider, req)) return answer(provider, reply.status(401), 'badSignature')
        const session = sessions.read(req.body.token)
        if (!session || session.provider !== provider || session.expiresAt < ctx.clock.now().getTime())
          return answer(provider, reply, 'invalidToken')
        return reply.send({
          code: 0,
          msg: 'success',
          data: {
            player_id: String(session.userId),
            game_id: session.gameId,
            currency: GAME_PROVIDERS[provider].currency,
            balance: await wallet.balance(session.userId),
          },
        })
      },
    )
    // The transfer studios' (ky, ng) session op: who a launch token names, until when it starts
    // rounds, and whether the provider's games are active. They play on their own wallet, so they
    // learn no balance here; a started round still settles after expiry, so an expired token is
    // answered too, with its expiry.
    app.post(
      `${STUDIO_WALLET_PATH}/:provider/session`,
      { schema: { params: z.object({ provider: z.enum(['ky', 'ng']) }), body: bodies.balance } },
      async (req, reply) => {
        const { provider } = req.params
        const signed = studioSignature(keyOf(provider)).verify(
          req.headers['x-studio-timestamp'] as string | undefined,
          req.headers['x-studio-signature'] as string | undefined,
          rawBodies.get(req) ?? '',
          ctx.clock.now().getTime(),
        )
        if (!signed) return reply.status(401).send({ code: 401, msg: 'badSignature', data: null })
        const session = sessions.read(req.body.token)
        if (!session || session.provider !== provider)
          return reply.send({ code: 1, msg: 'invalidToken', data: null })
        const status = await providerStatus(ctx, GAME_PROVIDERS[provider])
        return reply.send({
          code: 0,
          msg: 'success',
          data: {
            user_id: session.userId,
            game_id: session.gameId,
            expires_at: session.expiresAt,
            active: status === GAME_STATUS.active,
          },
        })
      },
    )
    app.post(
      `${STUDIO_WALLET_PATH}/:provider/debit`,
      { schema: { params, body: bodies.debit }, config: described },
      handle<z.infer<typeof bodies.debit>>('game_bet', (call, body) =>
        wallet.debit(call, parseAmount(body.amount)),
      ),
    )
    app.post(
      `${STUDIO_WALLET_PATH}/:provider/credit`,
      { schema: { params, body: bodies.credit }, config: described },
      handle<z.infer<typeof bodies.credit>>('game_win', (call, body) =>
        // A losing round is credited 0, which parseAmount (typed by people) would refuse.
        wallet.credit(call, /^0+(\.0+)?$/.test(body.amount) ? 0n : parseAmount(body.amount)),
      ),
    )
    app.post(
      `${STUDIO_WALLET_PATH}/:provider/rollback`,
      { schema: { params, body: bodies.rollback }, config: described },
      handle<z.infer<typeof bodies.rollback>>('game_refund', (call) => wallet.rollback(call)),
    )
  }
}
