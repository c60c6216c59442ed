import type { AppContext, ModulePlugin } from '../../context.ts'
import { vipRoutes } from './routes.ts'

/** The vip module's routes, under the player's API prefix (spec §7). */
export const vipPlugin = ({ ctx }: { ctx: AppContext }): ModulePlugin => ({
  prefix: '/sports',
  register: async (app) => {
    await app.register(vipRoutes(ctx))
  },
})
