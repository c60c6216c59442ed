import { FULL_PERCENT, YEAR_ANIMAL_PAYOUT_PERCENT } from '../constants.ts'
import { subsets } from '../counting.ts'
import { payAtOdds } from '../money.ts'
import type { Animal } from '../types.ts'
import type { MarkSixBet, Position } from './bets.ts'
import { POSITIONS } from './bets.ts'
import { markSixColour, markSixSideWins, tailOf } from './numbers.ts'
import { markSixAnimal, yearAnimal } from './zodiac.ts'

/** Six numbers no1..no6 and a special number, all distinct in 1..49, drawn on `date` (YYYY-MM-DD). */
export interface MarkSixDraw {
  numbers: readonly number[]
  special: number
  date: string
}

export interface LotterySettlement {
  outcome: 'win' | 'lose' | 'tie'
  /** in the stake's minor units */
  payout: bigint
}

function numberAt(draw: MarkSixDraw, position: Position): number {
  const n = draw.numbers[POSITIONS.indexOf(position)]
  if (n === undefined) throw new RangeError(`draw has no ${position}`)
  return n
}

type OneBet = Exclude<MarkSixBet, { type: 'specialCodeCombinationZodiacs' }>

/** Win, lose, or (side bets on 49) undefined for a tie. */
function wins(bet: OneBet, draw: MarkSixDraw): boolean | undefined {
  const s = draw.special
  const all = [...draw.numbers, s]
  switch (bet.type) {
    case 'specialCode':
      return s === bet.number
    case 'specialCodeSide':
      return markSixSideWins(s, bet.side)
    case 'specialCodeColor':
      return markSixColour(s) === bet.colour
    case 'specialCodeAnimal':
      return markSixAnimal(s, draw.date) === bet.animal
    case 'specialCodeMergeAnimal':
      return bet.animals.includes(markSixAnimal(s, draw.date))
    case 'specialCodeTail':
      return tailOf(s) === bet.tail
    case 'tail':
      return all.some((n) => tailOf(n) === bet.tail)
    case 'numberCode':
      return numberAt(draw, bet.position) === bet.number
    case 'numberCodeSide':
      return markSixSideWins(numberAt(draw, bet.position), bet.side)
    case 'numberCodeColor':
      return markSixColour(numberAt(draw, bet.position)) === bet.colour
  }
}

/**
 * Each L-animal combination is a bet of `amount`; it wins when all its animals appear among the
 * seven numbers, and one holding the year's animal pays 85% (the 15% deduction).
 */
function settleZodiacs(
  animals: readonly Animal[],
  level: number,
  amount: bigint,
  odds: number | string,
  draw: MarkSixDraw,
) {
  const drawn = new Set([...draw.numbers, draw.special].map((n) => markSixAnimal(n, draw.date)))
  const year = yearAnimal(draw.date)
  let payout = 0n
  for (const combo of subsets([...new Set(animals)], level)) {
    if (combo.every((a) => drawn.has(a)))
      payout += payAtOdds(amount, odds, combo.includes(year) ? YEAR_ANIMAL_PAYOUT_PERCENT : FULL_PERCENT)
  }
  return payout
}

/** Settles one Mark Six selection with `amount` per bet at `odds` (spec §3 odds entry, as written). */
export function settleMarkSix(
  bet: MarkSixBet,
  amount: bigint,
  odds: number | string,
  draw: MarkSixDraw,
): LotterySettlement {
  if (bet.type === 'specialCodeCombinationZodiacs') {
    const payout = settleZodiacs(bet.animals, bet.level, amount, odds, draw)
    return { outcome: payout > 0n ? 'win' : 'lose', payout }
  }
  const won = wins(bet, draw)
  if (won === undefined) return { outcome: 'tie', payout: amount }
  return won ? { outcome: 'win', payout: payAtOdds(amount, odds) } : { outcome: 'lose', payout: 0n }
}
