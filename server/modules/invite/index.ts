export { inviteRoutes, publicNickname } from './routes.ts'
