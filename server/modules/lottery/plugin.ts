import type { AppContext, ModulePlugin } from '../../context.ts'
import type { LotteryBets } from './bets.ts'
import { lotteryMyBetsRoutes } from './mybets.ts'
import { lotteryRoutes } from './routes.ts'

/** Mark Six and the draw games: draws, odds, tickets and the player's own tickets. */
export const lotteryPlugin = (s: { ctx: AppContext; lottery: LotteryBets }): ModulePlugin => ({
  prefix: '/sports',
  register: async (app) => {
    await app.register(lotteryRoutes(s.ctx, s.lottery))
    await app.register(lotteryMyBetsRoutes(s.ctx))
  },
})
