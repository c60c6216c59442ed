export { invitePlugin } from './plugin.ts'
export { publicNickname } from './routes.ts'
