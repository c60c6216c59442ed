export { cricketBetService } from './bets.ts'
export { cricketRoutes } from './routes.ts'
export { cricketSettlement } from './settle.ts'
