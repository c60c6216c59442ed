import type { AppContext, ModulePlugin } from '../../context.ts'
import { checkInRoutes, claimRoutes } from './routes.ts'

/** Reward claims under the player's API; the daily check-in under /activities (spec §7). */
export const rewardsPlugin = ({ ctx }: { ctx: AppContext }): ModulePlugin => ({
  register: async (app) => {
    await app.register(claimRoutes(ctx), { prefix: '/sports' })
    await app.register(checkInRoutes(ctx), { prefix: '/activities' })
  },
})
