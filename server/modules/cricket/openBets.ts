import type { Db } from '../../db/client.ts'
import { openBetsIn } from '../betting/index.ts'
import { cricketBets } from './tables.ts'

/** The cricket slips placed in a range and still open (betting/openBets.ts): one game, 'cricket'. */
export const openCricketBets = (db: Db, range: { start: Date; end: Date; userId?: number }) =>
  openBetsIn(db, cricketBets, range, 'cricket')
