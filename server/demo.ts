import type { Clock } from './clock.ts'
import type { App, AppContext } from './context.ts'
import type { SandboxChain } from './feeds/chain.ts'
import { ownAddress, ownHttp } from './http/ownAddress.ts'
import { type Sealer, seedDemoOperator } from './modules/backoffice/index.ts'
import { demoRoutes, seedDemo } from './modules/demo/index.ts'
import type { GameProviders } from './providers/games/games.ts'
import { liveOperator } from './providers/games/liveOperator.ts'
import { transferStudioClient } from './providers/games/transferClient.ts'
import { sandboxPaymentRoutes } from './providers/payments/routes.ts'
import { sandboxPayments } from './providers/payments/sandboxProviders.ts'

/**
 * The sandboxes other services are built with in demo mode: the payment gateways, and the sandbox
 * studio's transfer wallets (ky, ng), which the start-up code mounts next to us (start/site.ts) and
 * we reach over its signed HTTP API at our own address, with each provider's key.
 */
export const sandboxServices = (
  app: App,
  derived: (purpose: string) => string,
  clock: Clock,
  keyOf: (provider: string) => string,
) => ({
  payments: sandboxPayments(
    {
      callbacks: derived('payments'),
      links: derived('sandbox-pay-links'),
      addresses: derived('deposit-addresses'),
    },
    clock,
  ),
  transferStudio: transferStudioClient({ ...ownHttp(app), keyOf, nowMs: () => clock.now().getTime() }),
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
 * Everything sandboxed of the site, registered in demo mode only: the demo data, the demo chain's
 * routes and the sandbox payment pages. (The sandbox studio is an outside service: the start-up
 * code mounts it, start/site.ts.) Not encapsulated, as fastify-plugin would not be.
 */
export function demoPlugin({ ctx, sandbox, chain, sealer }: DemoNeeds) {
  const { config, db, clock } = ctx
  const plugin = async (app: App) => {
    if (config.SEED_DEMO) {
      await seedDemo(db, app.log)
      await seedDemoOperator(db, clock.now(), sealer)
    }
    if (chain) await app.register(demoRoutes(ctx, chain), { prefix: '/sports' })
    if (sandbox) await app.register(sandboxPaymentRoutes(ctx, sandbox.payments))
  }
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true })
}
