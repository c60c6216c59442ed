export { invitePlugin } from './plugin.ts'
export { inviteRoutes, publicNickname } from './routes.ts'
