import { createHmac } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Db } from './db/client.ts'
import { type StudioApp as App, ok } from './http.ts'
import { KINDS } from './kinds/index.ts'
import { type StudioRounds, studioRounds } from './rounds.ts'
import { publicSeeds, rotateSeeds, setClientSeed } from './seeds.ts'
import type { StudioWallet } from './wallets/wallet.ts'

/** Where the studio lives on the operator's server (demo mode only). */
export const STUDIO_PATH = '/sandbox/games'
const API = `${STUDIO_PATH}/api`

const provider = z.string().regex(/^[a-z0-9]{1,12}$/)
const gameId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/)
const roundId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)
const clientSeed = z.string().trim().min(1).max(64)
/** The launch token rides in a header, so it stays out of the logs' URLs. */
const tokenOf = (req: FastifyRequest) => {
  const t = req.headers['x-launch-token']
  return typeof t === 'string' && t.length > 0 && t.length <= 1024 ? t : undefined
}

export interface StudioOptions {
  db: Db
  now: () => Date
  wallets: { seamless?: StudioWallet; transfer?: StudioWallet }
  /** The built site (index.html's folder): the pages are its studio/web/*.html. */
  staticDir: string
}

/**
 * Per launch session (the token), so players behind one address do not share a limit; a spin a
 * second is far above what the game's own button allows (its animation), far below a flood.
 */
const perSession = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    keyGenerator: (req: FastifyRequest) => `studio:${tokenOf(req)?.slice(-32) ?? req.ip}`,
  },
})

const nodeHmac = (key: Uint8Array, message: Uint8Array) => createHmac('sha256', key).update(message).digest()

/**
 * The sandbox studio's server: its two pages and its API. The pages are the built HTML entries
 * (Vite); the API authenticates every player call by the launch token through the wallet's
 * authenticate op, never by reading the operator's tables.
 */
export function sandboxStudio(options: StudioOptions) {
  const rounds: StudioRounds = studioRounds({
    db: options.db,
    now: options.now,
    wallets: options.wallets,
    kinds: KINDS,
    hmac: nodeHmac,
  })

  const page =
    (name: 'play' | 'verify') => async (_req: FastifyRequest, reply: import('fastify').FastifyReply) => {
      let html: string
      try {
        html = await readFile(resolve(options.staticDir, 'studio', `${name}.html`), 'utf8')
      } catch {
        // A page a person opens: answered as a page, not as the API's envelope.
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(
            '<!doctype html><title>Sandbox studio</title><p>The studio pages are not built: run npm run build.</p>',
          )
      }
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html)
    }

  const routes = async (app: App) => {
    app.get(`${STUDIO_PATH}/verify`, page('verify'))
    app.get(
      `${STUDIO_PATH}/:provider/:gameId`,
      { schema: { params: z.object({ provider, gameId }) } },
      page('play'),
    )

    app.get(
      `${API}/:provider/:gameId/session`,
      { schema: { params: z.object({ provider, gameId }) }, config: perSession(60) },
      async (req) => ok(await rounds.session(req.params.provider, req.params.gameId, tokenOf(req))),
    )
    app.post(
      `${API}/:provider/:gameId/rounds`,
      {
        schema: {
          params: z.object({ provider, gameId }),
          body: z.object({ bet: z.string().max(32), params: z.unknown().optional() }),
        },
        config: perSession(120),
      },
      async (req) =>
        ok(
          await rounds.start(
            req.params.provider,
            req.params.gameId,
            tokenOf(req),
            req.body.bet,
            req.body.params,
          ),
        ),
    )
    app.post(
      `${API}/:provider/rounds/:roundId/step`,
      {
        schema: { params: z.object({ provider, roundId }), body: z.object({ action: z.unknown() }) },
        config: perSession(240),
      },
      async (req) =>
        ok(await rounds.step(req.params.provider, req.params.roundId, tokenOf(req), req.body.action)),
    )
    app.get(
      `${API}/:provider/history`,
      {
        schema: {
          params: z.object({ provider }),
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
        },
        config: perSession(120),
      },
      async (req) => {
        const player = await rounds.authenticate(req.params.provider, tokenOf(req))
        return ok(await rounds.history(req.params.provider, player, req.query.limit))
      },
    )
    app.post(
      `${API}/:provider/seeds/rotate`,
      {
        schema: { params: z.object({ provider }), body: z.object({ client_seed: clientSeed.optional() }) },
        config: perSession(30),
      },
      async (req) => {
        const p = req.params.provider
        const player = await rounds.authenticate(p, tokenOf(req))
        // Refused (roundOpen) while a round is being started or open, decided under the pair's lock.
        const { revealed, next } = await options.db.transaction((tx) =>
          rotateSeeds(tx, p, player.playerId, req.body.client_seed, options.now()),
        )
        return ok({
          revealed: {
            server_seed: revealed.serverSeed,
            server_seed_hash: revealed.serverSeedHash,
            client_seed: revealed.clientSeed,
            rounds: revealed.nextNonce,
          },
          fair: publicSeeds(next),
        })
      },
    )
    app.post(
      `${API}/:provider/seeds/client`,
      {
        schema: { params: z.object({ provider }), body: z.object({ client_seed: clientSeed }) },
        config: perSession(30),
      },
      async (req) => {
        const p = req.params.provider
        const player = await rounds.authenticate(p, tokenOf(req))
        const seeds = await options.db.transaction((tx) =>
          setClientSeed(tx, p, player.playerId, req.body.client_seed),
        )
        return ok({ fair: publicSeeds(seeds) })
      },
    )
    // Public: what the verifier page fills its form from (the server seed once revealed).
    app.get(
      `${API}/:provider/rounds/:roundId`,
      { schema: { params: z.object({ provider, roundId }) }, config: perSession(120) },
      async (req) => ok(await rounds.record(req.params.provider, req.params.roundId)),
    )

    // Credits and rollbacks a failed call left open are retried every 30 s.
    const timer = setInterval(() => void rounds.settlePending().catch(() => undefined), 30_000)
    timer.unref()
    app.addHook('onClose', async () => clearInterval(timer))
  }

  return { routes, rounds }
}
export type SandboxStudio = ReturnType<typeof sandboxStudio>
