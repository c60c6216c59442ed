import type { AppContext, ModulePlugin } from '../../context.ts'
import type { OpenBets } from './open.ts'
import { reportRoutes } from './routes.ts'

/**
 * The reports module's routes, under the player's API prefix (spec §7); `openBets` reads the
 * products' open bets (services.ts hands them in).
 */
export const reportsPlugin = ({ ctx, openBets }: { ctx: AppContext; openBets: OpenBets }): ModulePlugin => ({
  prefix: '/sports',
  register: async (app) => {
    await app.register(reportRoutes(ctx, openBets))
  },
})
