import { and, eq, gte, lt, sql } from 'drizzle-orm'
import { z } from 'zod'
import { calendarDay } from '#contract/dates.ts'
import { paging } from '#contract/paging.ts'
import type { App, AppContext } from '../../context.ts'
import { civilDay, zonedInstant } from '../../feeds/calendar/localTime.ts'
import { AppError, ok } from '../../http/envelope.ts'
import { currentUser, requireUser } from '../../http/guard.ts'
import { perPlayer } from '../../http/limits.ts'
import { admitStake, formatUnits, roundBets } from '../../modules/betting/index.ts'
import { GAME_STATUS } from '../../modules/games/index.ts'
import { gameRounds } from '../../modules/games/tables.ts'
import { idempotencyKey } from '../../modules/wallet/index.ts'
import { assertPlayable, providerStatus } from './availability.ts'
import { GAME_PROVIDERS, type GameProvider, type ProviderId } from './provider.ts'
import type { SessionTokens } from './signature.ts'
import type { TransferWallet } from './transfer.ts'

/** Where a launch sends the player: the sandbox studio's page for the game (demo mode). */
export const SANDBOX_GAMES_PATH = '/sandbox/games'
/** How long a launch session may start rounds. */
const SESSION_TTL_MS = 2 * 60 * 60 * 1000

const gameIdParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) })
const money = z.string().max(24)

/**
 * A launch (§7): the game must be listed and Active; answers the studio's page for it with a
 * fresh signed session token. No studio (production today): 'Currently not available'.
 */
export function launcher(ctx: AppContext, sessions: SessionTokens, studioPath: string | null) {
  return async (provider: GameProvider, userId: number, gameId: string) => {
    await assertPlayable(ctx, provider, gameId)
    if (!studioPath) throw new AppError(503, 'currentlyNotAvailable')
    const token = sessions.issue({
      userId,
      provider: provider.id,
      gameId,
      expiresAt: ctx.clock.now().getTime() + SESSION_TTL_MS,
    })
    return ok({ url: `${studioPath}/${provider.id}/${gameId}?token=${encodeURIComponent(token)}` })
  }
}

/** ?game_id=&start_date=&end_date= of a provider's statistics (Reports, §7), for its type code. */
export const statisticsQuery = (typeCode: number) =>
  z.object({
    game_id: z.coerce.number().int().min(typeCode).max(typeCode),
    start_date: calendarDay,
    end_date: calendarDay,
  })

/**
 * The player's settled rounds of a provider over whole days (UTC, end day included): how many,
 * staked, won and the profit, exact.
 */
export async function roundStatistics(
  ctx: AppContext,
  provider: GameProvider,
  userId: number,
  query: { start_date: string; end_date: string },
) {
  // Whole site days, as Reports counts them: a round at 23:30 UTC is the next day in Hong Kong.
  const zone = ctx.config.SITE_TIMEZONE
  const from = zonedInstant(civilDay(query.start_date), '00:00', zone)
  const until = zonedInstant(civilDay(query.end_date) + 1, '00:00', zone)
  const [sum] = await ctx.db
    .select({
      rounds: sql<number>`count(*)::int`,
      bet: sql<string>`coalesce(sum(${gameRounds.bet}), 0)::text`,
      win: sql<string>`coalesce(sum(${gameRounds.win}), 0)::text`,
    })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.provider, provider.id),
        eq(gameRounds.userId, userId),
        eq(gameRounds.status, 'settled'),
        gte(gameRounds.createdAt, from),
        lt(gameRounds.createdAt, until),
      ),
    )
  const bet = BigInt(sum?.bet ?? '0')
  const win = BigInt(sum?.win ?? '0')
  return {
    rounds: sum?.rounds ?? 0,
    bet: formatUnits(bet),
    win: formatUnits(win),
    profit: formatUnits(win - bet),
  }
}

/**
 * The player's side of the games (spec §7): lists by provider with the §4 status rules (Hidden
 * never listed, Disabled listed as unavailable), launches answering a signed URL on the studio,
 * the player's rounds, the transfer studios' balance and transfers, and the noah statistics.
 */
export function gamePlayerRoutes(
  ctx: AppContext,
  sessions: SessionTokens,
  transfers: TransferWallet,
  /** Where the studio's game pages are: the sandbox in demo mode; none contracted in production. */
  studioPath: string | null,
) {
  async function list(provider: GameProvider) {
    const status = await providerStatus(ctx, provider)
    if (status === GAME_STATUS.hidden) return ok([])
    return ok(provider.titles.map((t) => ({ ...t, status, available: status === GAME_STATUS.active })))
  }

  const launch = launcher(ctx, sessions, studioPath)

  // Where the player checks a round: the studio's verifier, when a studio (the sandbox) is mounted.
  const myBets = async (provider: GameProvider, userId: number, page: z.infer<typeof paging>) =>
    ok(
      await roundBets(
        ctx.db,
        provider.id,
        userId,
        page,
        studioPath
          ? (round) => `${studioPath}/verify?provider=${provider.id}&round=${encodeURIComponent(round)}`
          : undefined,
      ),
    )

  /**
   * No studio, no transfer: refused before any money is held. Money goes in only to an active
   * game; it always comes back out, whatever the game's status (the player's money is never
   * locked in a disabled or hidden game).
   */
  async function transfer(
    provider: GameProvider,
    direction: 'in' | 'out',
    userId: number,
    money: string,
    key: string,
  ) {
    if (!studioPath) throw new AppError(503, 'currentlyNotAvailable')
    if (direction === 'out') return transfers.transferOut(provider, userId, money, key)
    // Checked with the key: a retry of a transfer that went in answers it, even once disabled.
    return transfers.transferIn(provider, userId, money, key, (tx, amount) =>
      admitStake(ctx, tx, provider, { userId, product: 'games:transfer', amount, at: ctx.clock.now() }),
    )
  }

  const signedIn = { preHandler: requireUser(ctx) }
  const p = (id: ProviderId) => GAME_PROVIDERS[id]
  const userOf = (req: Parameters<typeof currentUser>[0]) => currentUser(req).id

  return async (app: App) => {
    // PG (type 22)
    app.get('/pggame/pg/game_list', async () => list(p('pg')))
    app.get('/pggame/pg/mybet', { ...signedIn, schema: { querystring: paging } }, async (req) =>
      myBets(p('pg'), userOf(req), req.query),
    )
    app.get('/pggame/pg/:id', { ...signedIn, schema: { params: gameIdParam } }, async (req) =>
      launch(p('pg'), userOf(req), req.params.id),
    )
    // Tada (type 27)
    app.get('/tadaGame/tada/game_list', async () => list(p('tada')))
    app.get('/tadaGame/startForUrl/:id', { ...signedIn, schema: { params: gameIdParam } }, async (req) =>
      launch(p('tada'), userOf(req), req.params.id),
    )
    app.get('/tadaGame/mybet', { ...signedIn, schema: { querystring: paging } }, async (req) =>
      myBets(p('tada'), userOf(req), req.query),
    )
    // PG2 / noah (type 28)
    app.get('/3rd-game/pg2/games/list', async () => list(p('pg2')))
    app.get(
      '/3rd-game/api/:type/startForUrl/:id',
      { ...signedIn, schema: { params: gameIdParam.extend({ type: z.literal('pg2') }) } },
      async (req) => launch(p('pg2'), userOf(req), req.params.id),
    )
    app.get('/3rd-game/pg2/games/login/:id', { ...signedIn, schema: { params: gameIdParam } }, async (req) =>
      launch(p('pg2'), userOf(req), req.params.id),
    )
    app.get('/3rd-game/mybet', { ...signedIn, schema: { querystring: paging } }, async (req) =>
      myBets(p('pg2'), userOf(req), req.query),
    )
    app.get(
      '/sports/pg2/games/statistics',
      { ...signedIn, schema: { querystring: statisticsQuery(28) } },
      async (req) => ok(await roundStatistics(ctx, p('pg2'), userOf(req), req.query)),
    )

    // The card game (ky) and the ng game: transfer wallets; their rounds are pulled from the studio.
    app.get('/playcard/mybet', { ...signedIn, schema: { querystring: paging } }, async (req) =>
      myBets(p('ky'), userOf(req), req.query),
    )
    app.get('/nggame/mybet', { ...signedIn, schema: { querystring: paging } }, async (req) =>
      myBets(p('ng'), userOf(req), req.query),
    )
    const transferQuery = z.object({ money })
    app.get('/playcard/ky/balance', signedIn, async (req) =>
      ok({ balance: formatUnits(await transfers.studioBalance(p('ky'), userOf(req))), currency: 'USDT' }),
    )
    app.get(
      '/playcard/login',
      {
        ...signedIn,
        schema: {
          querystring: z.object({ game_id: z.string().max(40).default('0'), money: money.default('0') }),
        },
      },
      async (req) => {
        const userId = userOf(req)
        const launched = await launch(p('ky'), userId, req.query.game_id)
        // money=0 opens the table with what is already at the studio; more moves in first, once per key.
        if (/^0*(\.0*)?$/.test(req.query.money)) return ok({ ...launched.data, transfer: null })
        const moved = await transfer(p('ky'), 'in', userId, req.query.money, idempotencyKey(req))
        return ok({ ...launched.data, transfer: moved })
      },
    )
    for (const direction of ['in', 'out'] as const) {
      app.get(
        `/playcard/transfer_${direction}`,
        { ...signedIn, schema: { querystring: transferQuery }, config: perPlayer(30) },
        async (req) =>
          ok(await transfer(p('ky'), direction, userOf(req), req.query.money, idempotencyKey(req))),
      )
      app.get(
        `/nggame/transfer_${direction}`,
        {
          ...signedIn,
          schema: {
            querystring: z.object({
              money,
              plat_type: z.string().max(20).default('ng'),
              currency: z.literal('CNY'),
            }),
          },
          config: perPlayer(30),
        },
        async (req) =>
          ok(await transfer(p('ng'), direction, userOf(req), req.query.money, idempotencyKey(req))),
      )
    }
    app.get(
      '/nggame/ng/balance',
      { ...signedIn, schema: { querystring: z.object({ plat_type: z.string().max(20).default('ng') }) } },
      async (req) =>
        ok({ balance: formatUnits(await transfers.studioBalance(p('ng'), userOf(req))), currency: 'CNY' }),
    )
    app.post(
      '/nggame/ng/login',
      {
        ...signedIn,
        schema: {
          body: z.object({
            game_id: z.string().max(40).default('roulette'),
            plat_type: z.string().max(20).optional(),
          }),
        },
      },
      async (req) => launch(p('ng'), userOf(req), req.body.game_id),
    )
  }
}
