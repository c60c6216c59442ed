export { sportBetService } from './bets.ts'
export { openSportBets } from './openBets.ts'
export { sportsPlugin } from './plugin.ts'
export { sportSettlement } from './settle.ts'
