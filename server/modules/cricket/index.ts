export { cricketBetService } from './bets.ts'
export { cricketPlugin } from './plugin.ts'
export { cricketRoutes } from './routes.ts'
export { cricketSettlement } from './settle.ts'
