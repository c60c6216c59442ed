import type { AppContext, ModulePlugin } from '../../context.ts'
import type { ChatHub } from './hub.ts'
import { chatRoutes, customerRoutes } from './routes.ts'
import type { ChatTokens } from './tokens.ts'

/** Live support, the visitors' and players' side: the chat socket and the customer-service API. */
export const chatPlugin = (s: { ctx: AppContext; chatHub: ChatHub; chatKeys: ChatTokens }): ModulePlugin => ({
  register: async (app) => {
    await app.register(chatRoutes(s.ctx, s.chatHub, s.chatKeys))
    await app.register(customerRoutes(s.ctx, s.chatKeys), { prefix: '/sports' })
  },
})
