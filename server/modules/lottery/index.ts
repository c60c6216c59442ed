export { lotteryBetService } from './bets.ts'
export { GAMES } from './games.ts'
export { lotteryPlugin } from './plugin.ts'
export { drawScheduler } from './scheduler.ts'
