import type { AppContext, ModulePlugin } from '../../context.ts'
import { reportRoutes } from './routes.ts'

/** The reports module's routes, under the player's API prefix (spec §7). */
export const reportsPlugin = ({ ctx }: { ctx: AppContext }): ModulePlugin => ({
  prefix: '/sports',
  register: async (app) => {
    await app.register(reportRoutes(ctx))
  },
})
