export { sportBetService } from './bets.ts'
export { sportsPlugin } from './plugin.ts'
export { sportsRoutes } from './routes.ts'
export { sportSettlement } from './settle.ts'
