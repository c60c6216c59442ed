import type { AppContext, ModulePlugin } from '../../context.ts'
import { favouriteRoutes } from './favourites.ts'
import { profileRoutes } from './profileRoutes.ts'
import { memberRoutes } from './routes.ts'

/** The member module's routes, under the player's API prefix (spec §7). */
export const memberPlugin = ({ ctx }: { ctx: AppContext }): ModulePlugin => ({
  prefix: '/sports',
  register: async (app) => {
    await app.register(memberRoutes(ctx))
    await app.register(profileRoutes(ctx))
    await app.register(favouriteRoutes(ctx))
  },
})
