import type { AppContext, ModulePlugin } from '../../context.ts'
import { inviteRoutes } from './routes.ts'

/** The invite module's routes, under the player's API prefix (spec §7). */
export const invitePlugin = ({ ctx }: { ctx: AppContext }): ModulePlugin => ({
  prefix: '/sports',
  register: async (app) => {
    await app.register(inviteRoutes(ctx))
  },
})
