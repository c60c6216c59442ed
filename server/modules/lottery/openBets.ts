import type { Db } from '../../db/client.ts'
import { openBetsIn } from '../betting/index.ts'
import { lotteryBets } from './tables.ts'

/**
 * The lottery and racing tickets placed in a range with a line still open, by game
 * (betting/openBets.ts): a ticket is one bet however many lines; the cash is the open lines'.
 */
export const openLotteryBets = (db: Db, range: { start: Date; end: Date; userId?: number }) =>
  openBetsIn(db, lotteryBets, range, lotteryBets.game, lotteryBets.ticket)
