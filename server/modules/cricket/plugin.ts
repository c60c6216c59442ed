import type { AppContext, ModulePlugin } from '../../context.ts'
import type { CricketBets } from './bets.ts'
import { cricketRoutes } from './routes.ts'

/** Cricket matches, lines and the cricket slip's bets. */
export const cricketPlugin = (s: { ctx: AppContext; cricketBets: CricketBets }): ModulePlugin => ({
  prefix: '/sports',
  register: async (app) => {
    await app.register(cricketRoutes(s.ctx, s.cricketBets))
  },
})
