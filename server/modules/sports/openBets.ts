import type { Db } from '../../db/client.ts'
import { openBetsIn } from '../betting/index.ts'
import { sportBets } from './tables.ts'

/** The sports bets placed in a range and still open, by game (betting/openBets.ts). */
export const openSportBets = (db: Db, range: { start: Date; end: Date; userId?: number }) =>
  openBetsIn(db, sportBets, range, sportBets.game)
