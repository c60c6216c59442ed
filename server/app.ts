import websocket from '@fastify/websocket'
import type { FastifyServerOptions } from 'fastify'
import { type Clock, systemClock } from './clock.ts'
import type { ModulePlugin } from './context.ts'
import { demoPlugin } from './demo.ts'
import { healthPlugin } from './http/health.ts'
import { createMetrics } from './http/metrics.ts'
import { metricsPlugin } from './http/metricsRoute.ts'
import { createServer } from './http/server.ts'
import { registerStatic } from './http/static.ts'
import { authPlugin } from './modules/auth/index.ts'
import { backofficePlugin, type OperatorService } from './modules/backoffice/index.ts'
import { bettingPlugin } from './modules/betting/index.ts'
import { chatPlugin } from './modules/chat/index.ts'
import { cricketPlugin } from './modules/cricket/index.ts'
import { markDemoDatabase, refuseDemoData } from './modules/demo/index.ts'
import { invitePlugin } from './modules/invite/index.ts'
import { lotteryPlugin } from './modules/lottery/index.ts'
import { memberPlugin } from './modules/member/index.ts'
import { noticesPlugin } from './modules/notices/index.ts'
import { protectionPlugin } from './modules/protection/index.ts'
import { pushPlugin } from './modules/push/index.ts'
import { reportsPlugin } from './modules/reports/index.ts'
import { rewardsPlugin } from './modules/rewards/index.ts'
import { sitePlugin } from './modules/site/index.ts'
import { sportsPlugin } from './modules/sports/index.ts'
import { verificationPlugin } from './modules/verification/index.ts'
import { vipPlugin } from './modules/vip/index.ts'
import { type WithdrawalService, walletPlugin } from './modules/wallet/index.ts'
import { buildServices, type ServiceOptions, type Services } from './services.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Periodic work: main.ts runs it on a timer, tests after moving the clock. */
    jobs: Services['jobs']
    /** Services the operator command (server/ops.ts) drives. */
    services: { withdrawals: WithdrawalService; operators: OperatorService }
  }
}

export interface BuildOptions extends Omit<ServiceOptions, 'clock' | 'metrics'> {
  clock?: Clock
  logger?: FastifyServerOptions['logger']
}

/** The API, in the order its routes are added (the fuzz walk seeds each route by its path, not its place). */
const plugins = (s: Services): ModulePlugin[] => [
  healthPlugin({ database: s.database, clock: s.ctx.clock }),
  metricsPlugin({ config: s.ctx.config, database: s.database, metrics: s.ctx.metrics }),
  sitePlugin(s),
  authPlugin(s),
  memberPlugin(s),
  protectionPlugin(s),
  verificationPlugin(s),
  vipPlugin(s),
  invitePlugin(s),
  walletPlugin(s),
  lotteryPlugin(s),
  sportsPlugin(s),
  cricketPlugin(s),
  bettingPlugin(s),
  rewardsPlugin(s),
  backofficePlugin(s),
  { register: async (app) => app.register(s.games.routes) },
  reportsPlugin(s),
  noticesPlugin(s),
  chatPlugin(s),
  pushPlugin(s),
]

export async function buildApp({ config, database, clock = systemClock, logger, push }: BuildOptions) {
  // Before anything is written or served: production never runs on a database that served the demo.
  if (config.APP_MODE === 'production') await refuseDemoData(database.db)
  else await markDemoDatabase(database.db)
  const metrics = createMetrics()
  const app = await createServer(config, metrics, logger)
  // One WebSocket server for the app: the wallet's socket, the chat's and the live tables' share it.
  // 8 KB: a chat message of 1,000 characters in any script fits; the live tables' frames are smaller.
  await app.register(websocket, { options: { maxPayload: 8192 } })
  const s = await buildServices(app, { config, database, clock, metrics, push })
  app.decorate('jobs', s.jobs)
  app.decorate('services', { withdrawals: s.withdrawals, operators: s.operators })
  app.decorate('games', s.games.handles)
  for (const plugin of plugins(s)) await app.register(plugin.register, { prefix: plugin.prefix })
  // Everything sandboxed (demo data, studios, pay pages, the demo chain): demo mode only.
  if (config.APP_MODE === 'demo') await app.register(demoPlugin(s))
  await registerStatic(app, config.STATIC_DIR)
  return app
}
