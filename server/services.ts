import { createHmac, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Clock } from './clock.ts'
import type { Config } from './config.ts'
import type { App, AppContext } from './context.ts'
import type { Database, Db } from './db/client.ts'
import { referenceCache } from './db/reference.ts'
import { sandboxLiveOperator, sandboxServices } from './demo.ts'
import { sandboxChain } from './feeds/chain.ts'
import { cricketSimulator } from './feeds/cricket/simulator.ts'
import { sportsSimulator } from './feeds/sports/simulator.ts'
import { type Metrics, timedJobs } from './http/metrics.ts'
import { createSessions, createTokenSigner, sessionBoundSigner } from './modules/auth/index.ts'
import {
  createSealer,
  gameService,
  operatorService,
  operatorSignIn,
  sealStoredSecrets,
} from './modules/backoffice/index.ts'
import { chatTokens, createChatHub } from './modules/chat/index.ts'
import { cricketBetService, cricketSettlement, openCricketBets } from './modules/cricket/index.ts'
import { openRounds } from './modules/games/index.ts'
import { rollupHouse } from './modules/ledger/index.ts'
import { drawScheduler, lotteryBetService, openLotteryBets } from './modules/lottery/index.ts'
import { createPushSender, vapidKeys } from './modules/push/index.ts'
import { openBets } from './modules/reports/index.ts'
import { expireDue } from './modules/rewards/index.ts'
import { serverSecrets } from './modules/site/tables.ts'
import { openSportBets, sportBetService, sportSettlement } from './modules/sports/index.ts'
import { consumeEvents } from './modules/subscribers/index.ts'
import { createWalletPush, depositService, withdrawalService } from './modules/wallet/index.ts'
import { games } from './providers/games/games.ts'
import { logOutbox, type Outbox, smtpOutbox } from './providers/outbox.ts'
import { type Resolve, systemResolve } from './providers/publicAddress.ts'
import { smsOutbox } from './providers/sms.ts'

export interface ServiceOptions {
  config: Config
  database: Database
  clock: Clock
  metrics: Metrics
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

/** Every service, built once; the plugins take what they need from it. */
export type Services = Awaited<ReturnType<typeof buildServices>>

export async function buildServices(app: App, { config, database, clock, metrics, push }: ServiceOptions) {
  const { db } = database
  const secret = await signingSecret(db, config)
  const signer = createTokenSigner(secret, config.ACCESS_TOKEN_TTL_S)
  // Separate keys per purpose, derived from the one secret.
  const derived = (purpose: string) => createHmac('sha256', secret).update(purpose).digest('hex')
  const reference = await referenceCache(database)
  app.addHook('onClose', async () => reference.close())
  const walletPush = await createWalletPush(database, app.log)
  app.addHook('onClose', async () => walletPush.close())
  const chatHub = await createChatHub(database, app.log)
  app.addHook('onClose', async () => chatHub.close())
  // Web Push: off in production without VAPID keys; nothing is sent from a money transaction.
  const vapid = await vapidKeys(db, config, app.log)
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
    db,
    readDb: database.read,
    clock,
    // Access tokens end with their session (sign-out, password change or reset).
    signer: sessionBoundSigner(signer, db),
    sessions: createSessions(db, signer, {
      refreshTtlS: config.REFRESH_TOKEN_TTL_S,
      absoluteTtlS: config.REFRESH_ABSOLUTE_TTL_S,
    }),
    outbox: createOutbox(db, app.log, config),
    walletPush,
    reference,
    metrics,
  }
  // Nothing sandboxed runs in production: no sandbox payment page, chain or transfer studio.
  // The transfer studio's client signs with the provider's key, which the game providers hold.
  const keyOf = (provider: string) => gameProviders.handles.keyOf(provider)
  const sandbox = config.APP_MODE === 'demo' ? sandboxServices(app, derived, clock, keyOf) : null
  const deposits = depositService(ctx, sandbox?.payments.providers ?? {})
  const chain = sandbox ? sandboxChain(ctx, deposits, app.log) : null
  const withdrawals = withdrawalService(ctx)
  const lottery = lotteryBetService(ctx)
  const draws = drawScheduler(ctx, lottery)
  const sportsFeed = sportsSimulator(ctx)
  const sportsSettlement = sportSettlement(ctx)
  const cricketFeed = cricketSimulator(ctx)
  const cricketSettle = cricketSettlement(ctx)
  const sealer = createSealer(config.OPERATOR_SECRET_KEY ?? secret)
  await sealStoredSecrets(db, sealer)
  const gameProviders = games(ctx, derived, sandbox?.transferStudio ?? null)
  return {
    ctx,
    database,
    derived,
    chatHub,
    chatKeys: chatTokens(derived('chat-tokens')),
    vapid,
    pushPolicy,
    pushSender,
    sandbox,
    deposits,
    chain,
    withdrawals,
    lottery,
    draws,
    sportBets: sportBetService(ctx),
    cricketBets: cricketBetService(ctx),
    sealer,
    operators: operatorService(db, clock, sealer),
    signIn: operatorSignIn(db, clock, sealer),
    gameService: gameService(db, clock),
    /** Every product's open bets, read live, for the reports and the dashboard. */
    openBets: openBets({
      sport: openSportBets,
      cricket: openCricketBets,
      lottery: openLotteryBets,
      game: openRounds,
    }),
    games: gameProviders,
    // No live studio is contracted in production yet: only the sandbox's, in demo mode.
    liveOperator: sandbox ? sandboxLiveOperator(app, gameProviders, clock) : null,
    /** Background work main.ts schedules; tests call it directly after moving the clock. Each run timed. */
    jobs: timedJobs(metrics, {
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
      rewardsTick: () => expireDue(db, clock.now()),
      pushTick: async () => (pushSender ? pushSender.drain() : 0),
      /** Domain events a settlement left pending (its process stopped before consuming them). */
      eventsTick: () => consumeEvents(ctx),
      /** The house side's appended movements, moved into its accounts' balances (ledger/rollup.ts). */
      ledgerTick: () => rollupHouse(db),
    }),
  }
}
