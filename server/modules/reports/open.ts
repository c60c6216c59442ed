import type { Db } from '../../db/client.ts'
import { openCricketBets } from '../cricket/index.ts'
import { openRounds } from '../games/index.ts'
import { openLotteryBets } from '../lottery/index.ts'
import { openSportBets } from '../sports/index.ts'
import { ROUND_GAMES } from './rollup.ts'

/** Which of the betting core's families a product's open bets belong to, as the rollup names them. */
type Family = 'sport' | 'cricket' | 'lottery' | 'game'

/** Open bets of one game: how many (a lottery ticket once), their rows, the cash they hold. */
export interface OpenBets {
  product: Family
  game: string
  bets: number
  lines: number
  cash: bigint
}

/**
 * Every product's bets placed in [start, end) and still open, by game, of one player or of all,
 * each read live from its product (an open bet is state: it changes as bets settle, so no rollup
 * keeps it); of the game rounds, the seamless studios' only, as the reports list them.
 */
export async function openBets(
  db: Db,
  range: { start: Date; end: Date; userId?: number },
): Promise<OpenBets[]> {
  const [sport, cricket, lottery, rounds] = await Promise.all([
    openSportBets(db, range),
    openCricketBets(db, range),
    openLotteryBets(db, range),
    openRounds(db, range),
  ])
  return [
    ...sport.map((r) => ({ ...r, product: 'sport' as const })),
    ...cricket.map((r) => ({ ...r, product: 'cricket' as const })),
    ...lottery.map((r) => ({ ...r, product: 'lottery' as const })),
    ...rounds
      .filter((r) => (ROUND_GAMES as readonly string[]).includes(r.game))
      .map((r) => ({ ...r, product: 'game' as const })),
  ]
}
