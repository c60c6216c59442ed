export { sportBetService } from './bets.ts'
export { sportsRoutes } from './routes.ts'
export { sportSettlement } from './settle.ts'
