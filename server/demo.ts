import { type LiveStudio, liveStudio } from '../studio/server/live/routes.ts'
import { ownAddress, type SandboxStudio, sandboxStudio } from '../studio/server/routes.ts'
import { seamlessWallet as studioSeamlessWallet } from '../studio/server/wallets/seamless.ts'
import { transferWallet as studioTransferWallet } from '../studio/server/wallets/transfer.ts'
import type { Clock } from './clock.ts'
import type { App, AppContext } from './context.ts'
import type { Db } from './db/client.ts'
import type { SandboxChain } from './feeds/chain.ts'
import { type Sealer, seedDemoOperator } from './modules/backoffice/index.ts'
import { demoRoutes, seedDemo } from './modules/demo/index.ts'
import type { GameProviders } from './providers/games/games.ts'
import { liveOperator } from './providers/games/liveOperator.ts'
import { sandboxTransferStudio } from './providers/games/sandbox/transferStudio.ts'
import { sandboxPaymentRoutes } from './providers/payments/routes.ts'
import { sandboxPayments } from './providers/payments/sandboxProviders.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The sandbox game studio (studio/server), mounted in demo mode only. */
    studio: SandboxStudio | null
    /** The live studio's tables (studio/server/live), mounted in demo mode only. */
    live: LiveStudio | null
  }
}

/** The sandboxes other services are built with in demo mode: the payment gateways and the transfer studio. */
export const sandboxServices = (db: Db, derived: (purpose: string) => string, clock: Clock) => ({
  payments: sandboxPayments(
    {
      callbacks: derived('payments'),
      links: derived('sandbox-pay-links'),
      addresses: derived('deposit-addresses'),
    },
    clock,
  ),
  transferStudio: sandboxTransferStudio(db),
})

/** The live studio's operator API for the back office's Live tables page: the sandbox's, at our own address. */
export const sandboxLiveOperator = (app: App, games: GameProviders, clock: Clock) =>
  liveOperator({
    baseUrl: () => ownAddress(app.server),
    key: games.handles.keyOf('winfinity'),
    nowMs: () => clock.now().getTime(),
  })

export interface DemoNeeds {
  ctx: AppContext
  sandbox: ReturnType<typeof sandboxServices> | null
  chain: SandboxChain | null
  sealer: Sealer
  games: GameProviders
}

/**
 * Everything sandboxed, registered in demo mode only: the demo data, the demo chain's routes, the
 * sandbox game studio and live studio, and the sandbox payment pages. Not encapsulated (as
 * fastify-plugin would): it decorates the app with its studios.
 */
export function demoPlugin({ ctx, sandbox, chain, sealer, games }: DemoNeeds) {
  const { config, db, clock } = ctx
  const nowMs = () => clock.now().getTime()
  const plugin = async (app: App) => {
    if (config.SEED_DEMO) {
      await seedDemo(db, app.log)
      await seedDemoOperator(db, clock.now(), sealer)
    }
    if (chain) await app.register(demoRoutes(ctx, chain), { prefix: '/sports' })
    // The sandbox game studio: an outside service simulated here. It reaches our wallet over HTTP
    // at our own address, signed with each provider's key, as a real studio would.
    const ourAddress = () => ownAddress(app.server)
    const studio = sandboxStudio({
      db,
      now: () => clock.now(),
      wallets: {
        seamless: studioSeamlessWallet(ourAddress, games.handles.keyOf, nowMs),
        ...(games.handles.sandbox && {
          transfer: studioTransferWallet({
            studio: games.handles.sandbox,
            readSession: games.handles.readSession,
            active: games.handles.active,
            now: nowMs,
          }),
        }),
      },
      staticDir: config.STATIC_DIR,
    })
    app.decorate('studio', studio)
    await app.register(studio.routes)
    // The live studio (issue 16): tables shared in real time, our wallet over HTTP.
    const live = liveStudio({
      db,
      now: () => clock.now(),
      wallet: studioSeamlessWallet(ourAddress, games.handles.keyOf, nowMs),
      keyOf: games.handles.keyOf,
      staticDir: config.STATIC_DIR,
      phases: (([bettingMs, dealingMs, resultMs]) => ({ bettingMs, dealingMs, resultMs }))(
        config.LIVE_PHASES_MS.split(',').map(Number),
      ),
    })
    app.decorate('live', live)
    await app.register(live.routes)
    // Its wallet is our own address: the tables start (recovery first) once the server listens.
    app.addHook('onListen', async () => {
      void live.start().catch((err) => app.log.error({ err }, 'live studio start'))
    })
    app.addHook('onClose', async () => live.close())
    if (sandbox) await app.register(sandboxPaymentRoutes(ctx, sandbox.payments))
  }
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true })
}
