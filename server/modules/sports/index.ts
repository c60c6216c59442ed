export { sportBetService } from './bets.ts'
export { sportsPlugin } from './plugin.ts'
export { sportSettlement } from './settle.ts'
