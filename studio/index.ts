import type { FastifyInstance } from 'fastify'
import type { Fetch } from '../contract/studioSignature.ts'
import { type Db, migrateStudio } from './server/db/client.ts'
import type { StudioApp } from './server/http.ts'
import { studioHttp } from './server/http.ts'
import { type LiveStudio, liveStudio } from './server/live/routes.ts'
import type { LivePhases } from './server/live/runner.ts'
import { type SandboxStudio, sandboxStudio } from './server/routes.ts'
import { seamlessWallet } from './server/wallets/seamless.ts'
import { transferWallet } from './server/wallets/transfer.ts'
import { type TransferBooks, transferBooks } from './server/wallets/transferBooks.ts'
import { transferRoutes } from './server/wallets/transferRoutes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The sandbox game studio, where the start-up code mounted it (demo mode only). */
    studio: (SandboxStudio & { transfer: TransferBooks }) | null
    /** The live studio's tables, where the start-up code mounted it (demo mode only). */
    live: LiveStudio | null
  }
}

export interface MountOptions {
  /** The studio's database handle (its own `studio` schema; migrated here before anything runs). */
  db: Db
  now: () => Date
  /** The operator's API as the studio reaches it (known once the server listens), and how. */
  operatorUrl: () => string
  fetch?: Fetch
  /** Each provider's key, shared with the operator at contract: it signs both ways. */
  keyOf: (provider: string) => string
  /** The built pages' folder (index.html's): the studio's are its studio/*.html. */
  staticDir: string
  phases?: Partial<LivePhases>
  /**
   * Whether this process runs the live tables now: of several processes on one database, one does
   * (its recovery voids only the rounds of a process that died); the others ask again every few
   * seconds to take over. Unset, this process always does.
   */
  lead?: (job: string) => Promise<boolean>
}

/** How often a process that does not run the live tables asks again whether it should. */
const TAKEOVER_MS = 5_000

/**
 * The sandbox game studio (provably fair games, live tables, the transfer studios' wallets) as an
 * outside service mounted on a Fastify server under /sandbox/games: it migrates its own schema,
 * answers in its own envelope and reaches the operator only over the signed HTTP API. The server
 * must have @fastify/websocket and @fastify/rate-limit registered (the site does). The tables start
 * (recovery first) once the server listens, since their wallet is at the operator's address.
 */
export async function mountStudio(app: FastifyInstance, options: MountOptions) {
  const { db } = options
  await migrateStudio(db)
  const nowMs = () => options.now().getTime()
  const seamless = seamlessWallet(options.operatorUrl, options.keyOf, nowMs, options.fetch)
  const books = transferBooks(db)
  const games = sandboxStudio({
    db,
    now: options.now,
    wallets: {
      seamless,
      transfer: transferWallet({
        books,
        baseUrl: options.operatorUrl,
        keyOf: options.keyOf,
        now: nowMs,
        fetch: options.fetch,
      }),
    },
    staticDir: options.staticDir,
  })
  const live = liveStudio({
    db,
    now: options.now,
    wallet: seamless,
    keyOf: options.keyOf,
    staticDir: options.staticDir,
    phases: options.phases,
  })
  app.decorate('studio', { ...games, transfer: books })
  app.decorate('live', live)
  await app.register(async (studio: StudioApp) => {
    studioHttp(studio)
    await studio.register(games.routes)
    await studio.register(live.routes)
    await studio.register(transferRoutes(books, options.keyOf, options.now))
  })
  const lead = options.lead ?? (async () => true)
  let standby: ReturnType<typeof setTimeout> | undefined
  let closing = false
  const startWhenLeading = async () => {
    if (closing) return
    const leading = await lead('live tables').catch(() => false)
    // The server may have closed while it asked: then neither the tables nor another turn.
    if (closing) return
    if (leading) {
      await live.start().catch((err) => app.log.error({ err }, 'live studio start'))
      return
    }
    standby = setTimeout(() => void startWhenLeading(), TAKEOVER_MS)
  }
  app.addHook('onListen', async () => {
    void startWhenLeading()
  })
  app.addHook('onClose', async () => {
    closing = true
    clearTimeout(standby)
    await live.close()
  })
}
