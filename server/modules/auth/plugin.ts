import type { AppContext, ModulePlugin } from '../../context.ts'
import { otpRoutes } from './otpRoutes.ts'
import { authRoutes } from './routes.ts'

/** The auth module's routes, under the player's API prefix (spec §7). */
export const authPlugin = ({ ctx }: { ctx: AppContext }): ModulePlugin => ({
  prefix: '/sports',
  register: async (app) => {
    await app.register(authRoutes(ctx))
    await app.register(otpRoutes(ctx))
  },
})
