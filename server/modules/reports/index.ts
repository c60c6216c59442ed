export { type OpenBets, type OpenRange, openBets } from './open.ts'
export { reportsPlugin } from './plugin.ts'
export { type DecidedSums, decidedSums, ROUND_GAMES, rollUpSettled } from './rollup.ts'
