export { type ChatHub, createChatHub } from './hub.ts'
export { CHAT_CLOSE_UNAUTHORIZED, chatRoutes, customerRoutes } from './routes.ts'
export { addMessage, conversationOf, history, mark, queueRows, readImage } from './store.ts'
export { chatTokens } from './tokens.ts'
