import { createHmac, randomBytes } from 'node:crypto'
import formbody from '@fastify/formbody'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import websocket from '@fastify/websocket'
import { eq } from 'drizzle-orm'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { BACKOFFICE_API } from '#contract/backofficeRoles.ts'
import { type LiveStudio, liveStudio } from '../studio/server/live/routes.ts'
import { ownAddress, type SandboxStudio, sandboxStudio } from '../studio/server/routes.ts'
import { seamlessWallet as studioSeamlessWallet } from '../studio/server/wallets/seamless.ts'
import { transferWallet as studioTransferWallet } from '../studio/server/wallets/transfer.ts'
import { type Clock, systemClock } from './clock.ts'
import type { Config } from './config.ts'
import type { App, AppContext } from './context.ts'
import type { Database, Db } from './db/client.ts'
import { serverSecrets } from './db/schema.ts'
import { sandboxChain } from './feeds/chain.ts'
import { cricketSimulator } from './feeds/cricket/simulator.ts'
import { sportsSimulator } from './feeds/sports/simulator.ts'
import { clientErrorHandler, frameworkErrors } from './http/clientErrors.ts'
import { ok } from './http/envelope.ts'
import { registerErrorHandling } from './http/errors.ts'
import { guardsFirst } from './http/guard.ts'
import { loggerOptions } from './http/logging.ts'
import { recordRoutes } from './http/routeCatalog.ts'
import { registerStatic } from './http/static.ts'
import { zodValidatorCompiler } from './http/validation.ts'
import { otpRoutes } from './modules/auth/otpRoutes.ts'
import { authRoutes } from './modules/auth/routes.ts'
import { createSessions, sessionBoundSigner } from './modules/auth/sessions.ts'
import { createTokenSigner } from './modules/auth/tokens.ts'
import { chatConsoleRoutes } from './modules/backoffice/chatRoutes.ts'
import { gameService } from './modules/backoffice/games.ts'
import { liveTableRoutes } from './modules/backoffice/liveTables.ts'
import { noticeRoutes as backofficeNoticeRoutes } from './modules/backoffice/noticeRoutes.ts'
import { type OperatorService, operatorService } from './modules/backoffice/operators.ts'
import { backofficeRoutes } from './modules/backoffice/routes.ts'
import { createSealer } from './modules/backoffice/sealed.ts'
import { sealStoredSecrets, seedDemoOperator } from './modules/backoffice/seed.ts'
import { operatorSignIn } from './modules/backoffice/signIn.ts'
import { gameConfigRoutes } from './modules/betting/limits.ts'
import { createChatHub } from './modules/chat/hub.ts'
import { chatRoutes, customerRoutes } from './modules/chat/routes.ts'
import { chatTokens } from './modules/chat/tokens.ts'
import { cricketBetService } from './modules/cricket/bets.ts'
import { cricketRoutes } from './modules/cricket/routes.ts'
import { cricketSettlement } from './modules/cricket/settle.ts'
import { demoRoutes } from './modules/demo/routes.ts'
import { seedDemo } from './modules/demo/seed.ts'
import { markDemoDatabase, refuseDemoData } from './modules/demo/traces.ts'
import { inviteRoutes } from './modules/invite/routes.ts'
import { lotteryBetService } from './modules/lottery/bets.ts'
import { GAMES as LOTTERY_GAMES } from './modules/lottery/games.ts'
import { lotteryMyBetsRoutes } from './modules/lottery/mybets.ts'
import { lotteryRoutes } from './modules/lottery/routes.ts'
import { drawScheduler } from './modules/lottery/scheduler.ts'
import { favouriteRoutes } from './modules/member/favourites.ts'
import { profileRoutes } from './modules/member/profileRoutes.ts'
import { memberRoutes } from './modules/member/routes.ts'
import { noticeRoutes } from './modules/notices/routes.ts'
import { pushRoutes } from './modules/push/routes.ts'
import { createPushSender } from './modules/push/sender.ts'
import { vapidKeys } from './modules/push/vapid.ts'
import { reportRoutes } from './modules/reports/routes.ts'
import { expireDue } from './modules/rewards/bonus.ts'
import { checkInRoutes, claimRoutes } from './modules/rewards/routes.ts'
import { siteRoutes } from './modules/site/routes.ts'
import { sportBetService } from './modules/sports/bets.ts'
import { sportsRoutes } from './modules/sports/routes.ts'
import { sportSettlement } from './modules/sports/settle.ts'
import { eventsTick } from './modules/subscribers/subscribers.ts'
import { verificationRoutes } from './modules/verification/routes.ts'
import { vipRoutes } from './modules/vip/routes.ts'
import { depositRoutes } from './modules/wallet/depositRoutes.ts'
import { depositService } from './modules/wallet/deposits.ts'
import { historyRoutes } from './modules/wallet/history.ts'
import { createWalletPush } from './modules/wallet/push.ts'
import { walletSocket } from './modules/wallet/socket.ts'
import { transferRoutes } from './modules/wallet/transfers.ts'
import { type WithdrawalService, withdrawalService } from './modules/wallet/withdrawals.ts'
import { withdrawRoutes } from './modules/wallet/withdrawRoutes.ts'
import { games } from './providers/games/games.ts'
import { liveOperator } from './providers/games/liveOperator.ts'
import { sandboxTransferStudio } from './providers/games/sandbox/transferStudio.ts'
import { logOutbox, type Outbox, smtpOutbox } from './providers/outbox.ts'
import { sandboxPaymentRoutes } from './providers/payments/routes.ts'
import { sandboxPayments } from './providers/payments/sandboxProviders.ts'
import { type Resolve, systemResolve } from './providers/publicAddress.ts'
import { smsOutbox } from './providers/sms.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Periodic work: main.ts runs it on a timer, tests after moving the clock. */
    jobs: {
      chainTick(): Promise<number>
      drawTick(): Promise<number>
      sportsTick(): Promise<number>
      /** Rewards past their claim window expire; bonus money past its deadline goes back. */
      rewardsTick(): Promise<number>
      /** Web Push notifications due (retries; new ones are sent as soon as their cause commits). */
      pushTick(): Promise<number>
      /** Domain events a settlement left pending (its process stopped before consuming them). */
      eventsTick(): Promise<number>
    }
    /** Services the operator command (server/ops.ts) drives. */
    services: { withdrawals: WithdrawalService; operators: OperatorService }
    /** The sandbox game studio (studio/server), mounted in demo mode only. */
    studio: SandboxStudio | null
    /** The live studio's tables (studio/server/live), mounted in demo mode only. */
    live: LiveStudio | null
  }
}

export interface BuildOptions {
  config: Config
  database: Database
  clock?: Clock
  logger?: FastifyServerOptions['logger']
  /** Web Push's name resolution, send timeout and pool size (tests answer for names, set the waits). */
  push?: { resolve?: Resolve; timeoutMs?: number; parallel?: number }
}

/** In demo mode the signing key is generated once and kept in the database, so restarts keep sessions. */
async function signingSecret(db: Db, config: Config): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'jwt'))
  if (row) return row.value
  const value = randomBytes(48).toString('base64url')
  await db.insert(serverSecrets).values({ name: 'jwt', value }).onConflictDoNothing()
  const [stored] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'jwt'))
  return stored?.value ?? value
}

/**
 * E-mail codes go through SMTP and SMS codes through the SMS gateway when configured (production
 * requires both); otherwise, in demo mode, to the log and the readable demo outbox.
 */
function createOutbox(db: Db, log: App['log'], config: Config): Outbox {
  const local = logOutbox(db, log, config.APP_MODE === 'demo')
  const texts = config.SMS_URL ? smsOutbox(config.SMS_URL, config.SMS_TOKEN, local) : local
  return config.SMTP_URL ? smtpOutbox(config.SMTP_URL, config.MAIL_FROM, texts) : texts
}

export async function buildApp({ config, database, clock = systemClock, logger, push }: BuildOptions) {
  // Before anything is written or served: production never runs on a database that served the demo.
  if (config.APP_MODE === 'production') await refuseDemoData(database.db)
  else await markDemoDatabase(database.db)
  const app = Fastify({
    logger: logger ?? loggerOptions(config.LOG_LEVEL),
    // Only a configured proxy may name the client (X-Forwarded-For); by default nobody can.
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    requestIdHeader: 'x-request-id',
    // Requests refused before any route runs answer in the envelope too.
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider() as unknown as App
  app.setValidatorCompiler(zodValidatorCompiler)
  // Money is bigint minor units; on the wire it is a decimal string, never a rounded number.
  app.setReplySerializer((payload) =>
    JSON.stringify(payload, (_key, v) => (typeof v === 'bigint' ? v.toString() : v)),
  )
  app.decorateRequest('user', null)
  registerErrorHandling(app)
  recordRoutes(app)
  // Before any route is added: guards run before parsing and validation.
  app.addHook('onRoute', guardsFirst)

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  })
  // Route limits inherit allowList; RATE_LIMITS=off lets one test server serve many test files.
  await app.register(formbody)
  await app.register(rateLimit, { global: false, allowList: () => config.RATE_LIMITS === 'off' })

  const secret = await signingSecret(database.db, config)
  const signer = createTokenSigner(secret, config.ACCESS_TOKEN_TTL_S)
  // Separate keys per purpose, derived from the one secret.
  const derived = (purpose: string) => createHmac('sha256', secret).update(purpose).digest('hex')
  const walletPush = await createWalletPush(database, app.log)
  app.addHook('onClose', async () => walletPush.close())
  const chatHub = await createChatHub(database, app.log)
  app.addHook('onClose', async () => chatHub.close())
  const chatKeys = chatTokens(derived('chat-tokens'))
  // Web Push: off in production without VAPID keys; nothing is sent from a money transaction.
  const vapid = await vapidKeys(database.db, config, app.log)
  // Devices' endpoints are public https push services; only tests configure a local one.
  const pushPolicy = {
    testOrigins: new Set(config.PUSH_TEST_ORIGINS),
    resolve: push?.resolve ?? systemResolve,
  }
  const pushSender = vapid
    ? await createPushSender({
        database,
        clock,
        keys: vapid,
        policy: pushPolicy,
        log: app.log,
        timeoutMs: push?.timeoutMs,
        parallel: push?.parallel,
      })
    : null
  if (pushSender) app.addHook('onClose', async () => pushSender.close())
  const ctx: AppContext = {
    config,
    db: database.db,
    clock,
    // Access tokens end with their session (sign-out, password change or reset).
    signer: sessionBoundSigner(signer, database.db),
    sessions: createSessions(database.db, signer, {
      refreshTtlS: config.REFRESH_TOKEN_TTL_S,
      absoluteTtlS: config.REFRESH_ABSOLUTE_TTL_S,
    }),
    outbox: createOutbox(database.db, app.log, config),
    walletPush,
  }
  // Sandbox payments exist only in demo mode: production has no sandbox page or card approver, and
  // a channel kind without a real provider is not available.
  const sandbox =
    config.APP_MODE === 'demo'
      ? sandboxPayments(
          {
            callbacks: derived('payments'),
            links: derived('sandbox-pay-links'),
            addresses: derived('deposit-addresses'),
          },
          clock,
        )
      : null
  const depositsService = depositService(ctx, sandbox?.providers ?? {})
  // The sandbox chain and its watcher are demo-only too: nothing sandboxed runs in production.
  const chain = sandbox ? sandboxChain(ctx, depositsService, app.log) : null
  // Background work main.ts schedules; tests call it directly after moving the clock.
  const withdrawalsService = withdrawalService(ctx)
  const lottery = lotteryBetService(ctx)
  const draws = drawScheduler(ctx, lottery)
  const sportsFeed = sportsSimulator(ctx)
  const sportBets = sportBetService(ctx)
  const sportsSettlement = sportSettlement(ctx)
  const cricketFeed = cricketSimulator(ctx)
  const cricketBets = cricketBetService(ctx)
  const cricketSettle = cricketSettlement(ctx)
  app.decorate('jobs', {
    chainTick: async () => (chain ? chain.tick() : 0),
    drawTick: () => draws.tick(),
    // Cricket rides on the sports tick: one feed sync and one settlement run per sport, in turn.
    sportsTick: async () => {
      const decided = await sportsFeed.sync(clock.now())
      await sportsSettlement.settleDecided()
      const played = await cricketFeed.sync(clock.now())
      await cricketSettle.settleDecided()
      return decided + played
    },
    rewardsTick: () => expireDue(database.db, clock.now()),
    eventsTick: () => eventsTick(ctx),
    pushTick: async () => (pushSender ? pushSender.drain() : 0),
  })
  const sealer = createSealer(config.OPERATOR_SECRET_KEY ?? secret)
  await sealStoredSecrets(database.db, sealer)
  const operators = operatorService(database.db, clock, sealer)
  app.decorate('services', { withdrawals: withdrawalsService, operators })

  if (config.SEED_DEMO) await seedDemo(database.db, app.log)
  if (config.SEED_DEMO && config.APP_MODE === 'demo') await seedDemoOperator(database.db, clock.now(), sealer)

  app.get('/health', async () => {
    await database.db.execute('select 1')
    return ok({ status: 'ok', database: database.kind, time: clock.now().toISOString() })
  })

  await app.register(
    async (api: App) => {
      await api.register(siteRoutes(ctx))
      await api.register(authRoutes(ctx))
      await api.register(otpRoutes(ctx))
      await api.register(memberRoutes(ctx))
      await api.register(verificationRoutes(ctx))
      await api.register(profileRoutes(ctx))
      await api.register(favouriteRoutes(ctx))
      await api.register(vipRoutes(ctx))
      await api.register(inviteRoutes(ctx))
      await api.register(depositRoutes(ctx, depositsService))
      await api.register(withdrawRoutes(ctx, withdrawalsService))
      await api.register(transferRoutes(ctx))
      await api.register(historyRoutes(ctx))
      await api.register(lotteryRoutes(ctx, lottery))
      await api.register(lotteryMyBetsRoutes(ctx))
      await api.register(sportsRoutes(ctx, sportBets))
      await api.register(cricketRoutes(ctx, cricketBets))
      await api.register(gameConfigRoutes(ctx))
      await api.register(claimRoutes(ctx))
      if (chain) await api.register(demoRoutes(ctx, chain))
    },
    { prefix: '/sports' },
  )
  await app.register(checkInRoutes(ctx), { prefix: '/activities' })
  await app.register(
    backofficeRoutes(
      ctx,
      operatorSignIn(database.db, clock, sealer),
      operators,
      gameService(database.db, clock),
      withdrawalsService,
      LOTTERY_GAMES,
    ),
    {
      prefix: BACKOFFICE_API,
    },
  )
  const gameProviders = games(
    ctx,
    derived,
    config.APP_MODE === 'demo' ? sandboxTransferStudio(database.db) : null,
  )
  app.decorate('games', gameProviders.handles)
  await app.register(gameProviders.routes)
  // The live studio's operator API, for the back office's Live tables page: the sandbox's, at our
  // own address, in demo mode; no live studio is contracted in production yet.
  await app.register(
    liveTableRoutes(
      ctx,
      operatorSignIn(database.db, clock, sealer),
      config.APP_MODE === 'demo'
        ? liveOperator({
            baseUrl: () => ownAddress(app.server),
            key: gameProviders.handles.keyOf('winfinity'),
            nowMs: () => clock.now().getTime(),
          })
        : null,
    ),
    { prefix: BACKOFFICE_API },
  )
  // The sandbox game studio: an outside service simulated here, demo mode only. It reaches our
  // wallet over HTTP at our own address, signed with each provider's key, as a real studio would.
  const studio =
    config.APP_MODE === 'demo'
      ? sandboxStudio({
          db: database.db,
          now: () => clock.now(),
          wallets: {
            seamless: studioSeamlessWallet(
              () => ownAddress(app.server),
              gameProviders.handles.keyOf,
              () => clock.now().getTime(),
            ),
            ...(gameProviders.handles.sandbox && {
              transfer: studioTransferWallet({
                studio: gameProviders.handles.sandbox,
                readSession: gameProviders.handles.readSession,
                active: gameProviders.handles.active,
                now: () => clock.now().getTime(),
              }),
            }),
          },
          staticDir: config.STATIC_DIR,
        })
      : null
  app.decorate('studio', studio)
  if (studio) await app.register(studio.routes)
  // One WebSocket server for the app: the wallet's socket and the live tables' share it.
  // 8 KB: a chat message of 1,000 characters in any script fits; the live tables' frames are smaller.
  await app.register(websocket, { options: { maxPayload: 8192 } })
  // The live studio (issue 16): tables shared in real time, demo mode only, our wallet over HTTP.
  const live =
    config.APP_MODE === 'demo'
      ? liveStudio({
          db: database.db,
          now: () => clock.now(),
          wallet: studioSeamlessWallet(
            () => ownAddress(app.server),
            gameProviders.handles.keyOf,
            () => clock.now().getTime(),
          ),
          keyOf: gameProviders.handles.keyOf,
          staticDir: config.STATIC_DIR,
          phases: (([bettingMs, dealingMs, resultMs]) => ({ bettingMs, dealingMs, resultMs }))(
            config.LIVE_PHASES_MS.split(',').map(Number),
          ),
        })
      : null
  app.decorate('live', live)
  if (live) {
    await app.register(live.routes)
    // Its wallet is our own address: the tables start (recovery first) once the server listens.
    app.addHook('onListen', async () => {
      void live.start().catch((err) => app.log.error({ err }, 'live studio start'))
    })
    app.addHook('onClose', async () => live.close())
  }
  if (sandbox) await app.register(sandboxPaymentRoutes(ctx, sandbox))
  await app.register(walletSocket(ctx))
  // Reports, notices and private messages (issue 18), the player's and the back office's: added
  // after the older routes, so those keep their place (and the fuzz walk its seeds) in the list.
  await app.register(
    async (api: App) => {
      await api.register(reportRoutes(ctx))
      await api.register(noticeRoutes(ctx))
    },
    { prefix: '/sports' },
  )
  await app.register(backofficeNoticeRoutes(ctx, operatorSignIn(database.db, clock, sealer)), {
    prefix: BACKOFFICE_API,
  })
  // Live support (issue 18): the visitors' and players' side, and the support operators' console.
  await app.register(chatRoutes(ctx, chatHub, chatKeys))
  // After the games' routes: the fuzz walk's fixed random sequence then reaches them as before.
  await app.register(customerRoutes(ctx, chatKeys), { prefix: '/sports' })
  await app.register(chatConsoleRoutes(ctx, operatorSignIn(database.db, clock, sealer), chatHub), {
    prefix: BACKOFFICE_API,
  })

  // Web Push subscriptions (issue 19).
  await app.register(pushRoutes(ctx, vapid?.publicKey ?? null, pushPolicy), { prefix: '/sports' })

  await registerStatic(app, config.STATIC_DIR)
  return app
}
