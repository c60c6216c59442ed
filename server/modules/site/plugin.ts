import type { AppContext, ModulePlugin } from '../../context.ts'
import { siteRoutes } from './routes.ts'

/** The site module's routes, under the player's API prefix (spec §7). */
export const sitePlugin = ({ ctx }: { ctx: AppContext }): ModulePlugin => ({
  prefix: '/sports',
  register: async (app) => {
    await app.register(siteRoutes(ctx))
  },
})
