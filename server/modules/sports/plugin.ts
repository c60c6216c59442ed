import type { AppContext, ModulePlugin } from '../../context.ts'
import type { SportBets } from './bets.ts'
import { sportsRoutes } from './routes.ts'

/** Matches, odds and the sports slip's bets. */
export const sportsPlugin = (s: { ctx: AppContext; sportBets: SportBets }): ModulePlugin => ({
  prefix: '/sports',
  register: async (app) => {
    await app.register(sportsRoutes(s.ctx, s.sportBets))
  },
})
