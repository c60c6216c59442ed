import { z } from 'zod'
import { gameOfCode, LIMITED_GAMES } from '#contract/games.ts'
import type { GameConfig } from '#contract/sports.ts'
import {
  type BetToCheck,
  type BetWarning,
  formatMinorUnits,
  limitProblems,
  UNIT_DECIMALS,
} from '#engine/index.ts'
import type { App, AppContext } from '../../context.ts'
import { ok, rejected } from '../../http/envelope.ts'
import { gameLimits } from './tables.ts'

export type GameLimits = typeof gameLimits.$inferSelect

// Every limit key, checked complete by the compiler: the API description lists them for bet routes.
const LIMIT_KEYS = {
  exceedsMaxBet: true,
  belowMinBet: true,
  amountMustBePositive: true,
  disabledRegions: true,
  insufficientAccountBalance: true,
  belowLotteryGameMinBet: true,
  exceedsLotteryGameMaxBet: true,
  exceedsMaxMultiple: true,
  belowMinMultiple: true,
  exceedsMaxBonus: true,
  belowMinBonus: true,
} satisfies Record<BetWarning, true>
/** What the limits check refuses a bet with. */
export const LIMIT_REFUSALS = ['gameNotActive', ...Object.keys(LIMIT_KEYS)]

/** A game's bet limits, from the process's cache of the few game_limits rows (db/reference.ts). */
export async function limitsFor(
  ctx: Pick<AppContext, 'db' | 'reference'>,
  game: string,
): Promise<GameLimits> {
  const all = await ctx.reference.read('game_limits', ['game_limits'], async () => {
    const rows = await ctx.db.select().from(gameLimits)
    return new Map(rows.map((r) => [r.game, r]))
  })
  const row = all.get(game)
  if (!row) throw rejected('gameNotActive', { field: 'game' })
  return row
}

/** The player's currency and its units per USDT, as `playerCurrency` reads them. */
export interface Shown {
  currency: string
  rate: string
}

/**
 * Refuses a bet with the first limit it breaks, from the engine's one limits check: the same
 * keys, limits and rate the slips and tickets show as warnings. Money limits in the answer are
 * in the player's currency; a multiple is a count.
 */
export function refuseBeyondLimits(bet: BetToCheck, shown: Shown) {
  const [problem] = limitProblems(bet, shown.rate)
  if (!problem) return
  const text = (limit: bigint | number) =>
    typeof limit === 'bigint' ? formatMinorUnits(limit, UNIT_DECIMALS, shown.currency) : limit
  throw rejected(problem.key, {
    field: problem.field,
    ...(problem.min === undefined ? {} : { min: text(problem.min) }),
    ...(problem.max === undefined ? {} : { max: text(problem.max) }),
  })
}

const query = z.object({
  kind: z
    .string()
    // a spec §3 game type code names its game
    .transform((k) => gameOfCode(k) ?? k)
    .pipe(z.enum(LIMITED_GAMES)),
})

/** Spec §7 `game_config?kind=`: the bet-limit lookup for the selected game (USDT; 0 = no limit). */
export function gameConfigRoutes(ctx: AppContext) {
  return async (app: App) => {
    app.get('/game_config', { schema: { querystring: query } }, async (req) => {
      const l = await limitsFor(ctx, req.query.kind)
      const config: GameConfig = {
        game: l.game,
        minBet: l.minBet,
        maxBet: l.maxBet,
        minMultiple: l.minMultiple,
        maxMultiple: l.maxMultiple,
        minBonus: l.minBonus,
        maxBonus: l.maxBonus,
        minBetGameType: l.minBetGameType,
        maxBetGameType: l.maxBetGameType,
      }
      return ok(config)
    })
  }
}
