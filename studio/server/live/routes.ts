import { createHmac } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { studioSignature } from '../../../contract/studioSignature.ts'
import type { Db } from '../db/client.ts'
import type { StudioApp as App } from '../http.ts'
import { ok, StudioError } from '../http.ts'
import type { StudioWallet } from '../wallets/wallet.ts'
import { type LiveSocket, liveHub, type Seat } from './hub.ts'
import { LIVE_PROVIDER } from './money.ts'
import { DEMO_PHASES, type LivePhases, liveRunner } from './runner.ts'
import { tableOf } from './tables.ts'

/** Where the live studio lives on the operator's server (demo mode only). */
export const LIVE_PATH = '/sandbox/games/live'
const API = `${LIVE_PATH}/api`
const OPERATOR = `${LIVE_PATH}/operator`

export interface LiveStudioOptions {
  db: Db
  now: () => Date
  /** The seamless adapter (studio/server/wallets/seamless.ts): our wallet over signed HTTP. */
  wallet: StudioWallet
  /** The provider's key, which signs the operator's calls to the studio as it signs the studio's. */
  keyOf: (provider: string) => string
  phases?: Partial<LivePhases>
  /** false: tables move only through `runner.advance` (tests step them). */
  autoRun?: boolean
  retryMs?: number
  /** The built site (index.html's folder): the table page is its studio/live.html (helper T's build). */
  staticDir: string
}

const tableId = z.string().regex(/^[a-z0-9-]{1,40}$/)
const roundId = z.string().regex(/^[a-z0-9-]{1,64}$/)
const betBody = z.object({
  round_id: roundId,
  key: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/),
  spots: z.record(z.string().max(24), z.string().max(24)),
})
const limit = (fallback: number, most: number) => z.coerce.number().int().min(1).max(most).default(fallback)
const tokenOf = (req: FastifyRequest) => {
  const t = req.headers['x-launch-token']
  return typeof t === 'string' && t.length > 0 && t.length <= 1024 ? t : undefined
}
const perSession = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    keyGenerator: (req: FastifyRequest) => `live:${tokenOf(req)?.slice(-32) ?? req.ip}`,
  },
})
const client = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), token: z.string().min(1).max(1024).optional() }),
  z.object({ type: z.literal('ping') }),
])

const HELLO_EVERY_MS = 1_000

const nodeHmac = (key: Uint8Array, message: Uint8Array) => createHmac('sha256', key).update(message).digest()

/**
 * The live studio (issue 16; studio/README.md "Live tables"): its player API, the tables' WebSocket
 * and the operator API. Needs @fastify/websocket registered on the app (server/app.ts does, once).
 */
export function liveStudio(options: LiveStudioOptions) {
  const hub = liveHub(options.now)
  const runner = liveRunner({
    db: options.db,
    now: options.now,
    wallet: options.wallet,
    hub,
    hmac: nodeHmac,
    phases: { ...DEMO_PHASES, ...options.phases },
    autoRun: options.autoRun ?? true,
    retryMs: options.retryMs ?? 5_000,
  })

  const known = (id: string) => {
    if (!tableOf(id)) throw new StudioError(404, 'unknownTable')
    return id
  }

  // The operator's calls are signed over "{METHOD} {path with query}\n{body}", body as sent.
  const rawBodies = new WeakMap<FastifyRequest, string>()
  const signed = (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const text = `${req.method} ${req.url}\n${rawBodies.get(req) ?? ''}`
    const good = studioSignature(options.keyOf(LIVE_PROVIDER)).verify(
      req.headers['x-studio-timestamp'] as string | undefined,
      req.headers['x-studio-signature'] as string | undefined,
      text,
      options.now().getTime(),
    )
    if (!good) {
      void reply.status(401).send({ code: 401, msg: 'badSignature', data: null })
      return
    }
    done()
  }

  const operator = async (app: App) => {
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, text, done) => {
      rawBodies.set(req, String(text))
      try {
        done(null, JSON.parse(String(text)))
      } catch {
        done(new StudioError(400, 'badRequest'), undefined)
      }
    })
    app.addHook('preHandler', signed)
    app.get(`${OPERATOR}/tables`, async () => ok(await runner.operatorTables()))
    app.get(
      `${OPERATOR}/tables/:tableId/rounds`,
      {
        schema: {
          params: z.object({ tableId }),
          querystring: z.object({
            limit: limit(20, 100),
            before: z.coerce.number().int().min(1).optional(),
          }),
        },
      },
      async (req) =>
        ok(await runner.operatorRounds(known(req.params.tableId), req.query.limit, req.query.before)),
    )
    app.post(
      `${OPERATOR}/tables/:tableId/pause`,
      {
        schema: {
          params: z.object({ tableId }),
          body: z.object({ reason: z.string().trim().min(1).max(200) }),
        },
      },
      async (req) => ok({ table: await runner.pause(known(req.params.tableId), req.body.reason) }),
    )
    app.post(
      `${OPERATOR}/tables/:tableId/resume`,
      { schema: { params: z.object({ tableId }), body: z.object({}).optional() } },
      async (req) => ok({ table: await runner.resume(known(req.params.tableId)) }),
    )
  }

  const routes = async (app: App) => {
    // The table page our launch URL points at (/sandbox/games/winfinity/{tableId}?token=…); the
    // studio's generic /sandbox/games/:provider/:gameId gives way to this static segment.
    app.get(
      `/sandbox/games/${LIVE_PROVIDER}/:tableId`,
      { schema: { params: z.object({ tableId }) } },
      async (req, reply) => {
        let html: string
        try {
          known(req.params.tableId)
          html = await readFile(resolve(options.staticDir, 'studio', 'live.html'), 'utf8')
        } catch {
          return reply
            .status(404)
            .type('text/html; charset=utf-8')
            .send(
              '<!doctype html><title>Live tables</title><p>The live table pages are not built: run npm run build.</p>',
            )
        }
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html)
      },
    )
    app.get(
      `${API}/tables/:tableId/session`,
      { schema: { params: z.object({ tableId }) }, config: perSession(120) },
      async (req) => ok(await runner.session(known(req.params.tableId), tokenOf(req))),
    )
    app.post(
      `${API}/tables/:tableId/bets`,
      { schema: { params: z.object({ tableId }), body: betBody }, config: perSession(600) },
      async (req) => ok(await runner.placeBet(known(req.params.tableId), tokenOf(req), req.body)),
    )
    app.get(
      `${API}/tables/:tableId/history`,
      {
        schema: { params: z.object({ tableId }), querystring: z.object({ limit: limit(60, 200) }) },
        config: perSession(240),
      },
      async (req) => ok(await runner.history(known(req.params.tableId), req.query.limit)),
    )
    app.get(
      `${API}/me/bets`,
      { schema: { querystring: z.object({ limit: limit(50, 200) }) }, config: perSession(120) },
      async (req) => ok(await runner.myBets(tokenOf(req), req.query.limit)),
    )
    app.get(
      `${API}/rounds/:roundId`,
      { schema: { params: z.object({ roundId }) }, config: perSession(240) },
      async (req) => ok(await runner.record(req.params.roundId)),
    )

    app.route({
      method: 'GET',
      url: `${LIVE_PATH}/ws/:tableId`,
      schema: { params: z.object({ tableId }) },
      // A plain GET (no upgrade) is told so in the envelope.
      handler: async (req) => {
        known((req.params as { tableId: string }).tableId)
        throw new StudioError(426, 'upgradeRequired')
      },
      wsHandler: (socket, req) => {
        const id = (req.params as { tableId: string }).tableId
        if (!tableOf(id)) {
          socket.close(4404, 'unknownTable')
          return
        }
        const seat: Seat = hub.join(id, socket as unknown as LiveSocket)
        const error = (msg: string) => hub.send(id, seat, 'error', { msg })
        let lastHello = 0
        socket.on('close', () => {
          hub.leave(id, seat)
          if (seat.playerId) runner.announce(id)
        })
        socket.on('message', (data: Buffer) => {
          let parsed: z.infer<typeof client>
          try {
            const msg = client.safeParse(JSON.parse(String(data)))
            if (!msg.success) return error('badMessage')
            parsed = msg.data
          } catch {
            return error('badMessage')
          }
          if (parsed.type === 'ping') return hub.send(id, seat, 'pong', {})
          // A hello asks our wallet and the database: one a second per socket is plenty to resume.
          // On the studio's clock, as every other time here (a test moves it; it never sleeps).
          const now = options.now().getTime()
          if (now - lastHello < HELLO_EVERY_MS) return error('tooManyRequests')
          lastHello = now
          const token = parsed.token
          void (async () => {
            let player = null
            if (token) {
              try {
                player = await runner.seatedPlayer(id, token, true)
              } catch (err) {
                // A bad token still watches; it is told why it is not seated.
                error(err instanceof StudioError ? err.message : 'sessionExpired')
              }
            }
            seat.playerId = player?.playerId ?? null
            hub.send(id, seat, 'snapshot', await runner.snapshot(id, player))
            if (player) runner.announce(id)
          })().catch(() => error('unavailable'))
        })
      },
    })
    await app.register(operator)
  }

  let started: Promise<void> | null = null
  return {
    routes,
    runner,
    hub,
    /**
     * Starts the tables (recovery first), once: the app calls it when it listens (the wallet is
     * HTTP at its own address); a test awaits the same start.
     */
    start: () => {
      started ??= runner.start()
      return started
    },
    async close() {
      await runner.close()
      hub.close()
    },
  }
}
export type LiveStudio = ReturnType<typeof liveStudio>
