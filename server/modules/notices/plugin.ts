import type { AppContext, ModulePlugin } from '../../context.ts'
import { noticeRoutes } from './routes.ts'

/** The notices module's routes, under the player's API prefix (spec §7). */
export const noticesPlugin = ({ ctx }: { ctx: AppContext }): ModulePlugin => ({
  prefix: '/sports',
  register: async (app) => {
    await app.register(noticeRoutes(ctx))
  },
})
