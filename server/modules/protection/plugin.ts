import type { AppContext, ModulePlugin } from '../../context.ts'
import { breakRoutes } from './breakRoutes.ts'
import { limitRoutes } from './routes.ts'

/** Safer gambling: the player's own limits and breaks, under the player's API prefix. */
export const protectionPlugin = ({ ctx }: { ctx: AppContext }): ModulePlugin => ({
  prefix: '/sports',
  register: async (app) => {
    await app.register(limitRoutes(ctx))
    await app.register(breakRoutes(ctx))
  },
})
