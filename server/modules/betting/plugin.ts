import type { AppContext, ModulePlugin } from '../../context.ts'
import { gameConfigRoutes } from './limits.ts'

/** The products' configuration and limits (bet limits per game), under the player's API prefix. */
export const bettingPlugin = ({ ctx }: { ctx: AppContext }): ModulePlugin => ({
  prefix: '/sports',
  register: async (app) => {
    await app.register(gameConfigRoutes(ctx))
  },
})
