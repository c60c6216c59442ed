import type { Db } from '../../db/client.ts'
import { type Family, ROUND_GAMES } from './rollup.ts'

/** Which bets a read is about: placed in [start, end), of one player or of all. */
interface OpenRange {
  start: Date
  end: Date
  userId?: number
}

/** One game's open bets: how many (a lottery ticket once), their rows, the cash they hold. */
interface OpenGame {
  game: string
  bets: number
  lines: number
  cash: bigint
}

/** What each product exposes (its index.ts): its bets placed in a range and still open, by game. */
export type OpenReader = (db: Db, range: OpenRange) => Promise<OpenGame[]>

export type OpenBets = (db: Db, range: OpenRange) => Promise<(OpenGame & { product: Family })[]>

/**
 * Every product's bets placed in a range and still open, by game: each read live from its product
 * (an open bet is state, changing as bets settle, so no rollup keeps it); of the game rounds, the
 * seamless studios' only, as the reports list them. The products are handed in (services.ts): the
 * reports consume the settlement events the products' settlements write, so importing the
 * products would make the settlement core load the reports back, round a loop.
 */
export const openBets =
  (products: Record<Family, OpenReader>): OpenBets =>
  async (db, range) => {
    const families = Object.keys(products) as Family[]
    const read = await Promise.all(families.map((family) => products[family](db, range)))
    return families.flatMap((product, n) =>
      (read[n] ?? [])
        .filter((r) => product !== 'game' || (ROUND_GAMES as readonly string[]).includes(r.game))
        .map((r) => ({ ...r, product })),
    )
  }
