export { cricketBetService } from './bets.ts'
export { cricketPlugin } from './plugin.ts'
export { cricketSettlement } from './settle.ts'
