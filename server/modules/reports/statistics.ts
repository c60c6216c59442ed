import { type BetStatistics, type GameStatistics, REPORT_GAMES, type ReportGame } from '#contract/reports.ts'
import { formatMinorUnits } from '#engine/money.ts'
import type { Db } from '../../db/client.ts'
import type { OpenBets } from './open.ts'
import { decidedSums } from './rollup.ts'

interface Sums {
  count: number
  stakes: bigint
  payouts: bigint
}

const usdt = (micro: bigint) => formatMinorUnits(micro, 6, 'USDT')

const row = (game: ReportGame, s: Sums): GameStatistics => ({
  game,
  count: s.count,
  stakes: usdt(s.stakes),
  payouts: usdt(s.payouts),
  net: usdt(s.payouts - s.stakes),
})

/**
 * The player's bets per game over [start, end): how many were placed in it (open ones too; a
 * lottery ticket once), stakes of those placed in it that have been decided (settled, voided,
 * rolled back) since, payouts (and refunds) of the bets decided in it. A bet still open is neither
 * lost nor won: its stake waits until it is decided. The decided money comes from the rollup
 * (rollup.ts), summed over the period's quarter hours; the open bets are read live from their
 * products, since what is open now changes with every settlement and is no history to keep.
 * Every report game listed, quiet ones at zero, or only `only`; with the total of the rows listed.
 */
export async function betStatistics(
  db: Db,
  openBets: OpenBets,
  userId: number,
  period: { start: Date; end: Date },
  only?: ReportGame,
): Promise<Pick<BetStatistics, 'games' | 'total'>> {
  const range = { ...period, userId }
  const [decided, open] = await Promise.all([decidedSums(db, range), openBets(db, range)])
  const sums = new Map<string, Sums>()
  const add = (game: string, s: Sums) => {
    const had = sums.get(game) ?? { count: 0, stakes: 0n, payouts: 0n }
    sums.set(game, {
      count: had.count + s.count,
      stakes: had.stakes + s.stakes,
      payouts: had.payouts + s.payouts,
    })
  }
  for (const d of decided) add(d.game, { count: d.decided, stakes: d.stakes, payouts: d.payouts })
  for (const o of open) add(o.game, { count: o.bets, stakes: 0n, payouts: 0n })
  const games = REPORT_GAMES.filter((g) => !only || g === only).map((g) =>
    row(g, sums.get(g) ?? { count: 0, stakes: 0n, payouts: 0n }),
  )
  const total = games.reduce(
    (t, g) => {
      const s = sums.get(g.game)
      return s ? { count: t.count + s.count, stakes: t.stakes + s.stakes, payouts: t.payouts + s.payouts } : t
    },
    { count: 0, stakes: 0n, payouts: 0n },
  )
  const { game: _, ...totalRow } = row('soccer', total)
  return { games, total: totalRow }
}
