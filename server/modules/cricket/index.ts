export { cricketBetService } from './bets.ts'
export { openCricketBets } from './openBets.ts'
export { cricketPlugin } from './plugin.ts'
export { cricketSettlement } from './settle.ts'
