import type { AppContext, ModulePlugin } from '../../context.ts'
import { verificationRoutes } from './routes.ts'

/** The verification module's routes, under the player's API prefix (spec §7). */
export const verificationPlugin = ({ ctx }: { ctx: AppContext }): ModulePlugin => ({
  prefix: '/sports',
  register: async (app) => {
    await app.register(verificationRoutes(ctx))
  },
})
