export { type OpenBets, openBets } from './open.ts'
export { reportsPlugin } from './plugin.ts'
export { decidedSums, rollUpSettled } from './rollup.ts'
