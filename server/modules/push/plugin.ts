import type { AppContext, ModulePlugin } from '../../context.ts'
import type { EndpointPolicy } from './endpoint.ts'
import { pushRoutes } from './routes.ts'

/** Web Push subscriptions (issue 19); without VAPID keys the public key is null and nothing is sent. */
export const pushPlugin = (s: {
  ctx: AppContext
  vapid: { publicKey: string } | null
  pushPolicy: EndpointPolicy
}): ModulePlugin => ({
  prefix: '/sports',
  register: async (app) => {
    await app.register(pushRoutes(s.ctx, s.vapid?.publicKey ?? null, s.pushPolicy))
  },
})
