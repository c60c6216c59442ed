import { FULL_PERCENT, YEAR_ANIMAL_PAYOUT_PERCENT } from '../constants.ts'
import { subsets } from '../counting.ts'
import { payAtOdds } from '../money.ts'
import type { MarkSixBet } from './bets.ts'
import { settleMarkSix } from './settle.ts'
import { yearAnimal } from './zodiac.ts'

/** One selection of a ticket: the bet, its amount per bet (minor units) and its odds as written. */
export interface TicketLine {
  bet: MarkSixBet
  amount: bigint
  odds: number | string
}

/** Bets decided by the special number alone: over the 49 specials their sum is known exactly. */
const ON_SPECIAL = new Set<MarkSixBet['type']>([
  'specialCode',
  'specialCodeSide',
  'specialCodeColor',
  'specialCodeAnimal',
  'specialCodeMergeAnimal',
  'specialCodeTail',
])

/** The most one selection of the other kinds returns: every one of its bets winning. */
function best(line: TicketLine, date: string): bigint {
  const { bet } = line
  if (bet.type !== 'specialCodeCombinationZodiacs') return payAtOdds(line.amount, line.odds)
  const year = yearAnimal(date)
  let total = 0n
  for (const combo of subsets([...new Set(bet.animals)], bet.level))
    total += payAtOdds(
      line.amount,
      line.odds,
      combo.includes(year) ? YEAR_ANIMAL_PAYOUT_PERCENT : FULL_PERCENT,
    )
  return total
}

/**
 * The least and the most a Mark Six ticket drawn on `date` returns. Bets on the special number
 * exclude one another (special 07 and special animal horse cannot both win unless 07 is a horse),
 * so their part is the minimum and maximum of their sum over the 49 possible specials, exact.
 * A bet on the six numbers or on all seven (position, tail, combination zodiacs) adds what it
 * returns when it wins, and nothing to the minimum: a bound, as no draw need make them all win.
 */
export function markSixTicketRange(lines: readonly TicketLine[], date: string): { min: bigint; max: bigint } {
  const onSpecial = lines.filter((l) => ON_SPECIAL.has(l.bet.type))
  const others = lines.filter((l) => !ON_SPECIAL.has(l.bet.type))
  let min = onSpecial.length ? -1n : 0n
  let max = 0n
  if (onSpecial.length) {
    for (let special = 1; special <= 49; special++) {
      // The six other numbers do not decide these bets; any six distinct from the special will do.
      const numbers = Array.from({ length: 7 }, (_, i) => i + 1)
        .filter((n) => n !== special)
        .slice(0, 6)
      const draw = { numbers, special, date }
      const sum = onSpecial.reduce((s, l) => s + settleMarkSix(l.bet, l.amount, l.odds, draw).payout, 0n)
      if (sum > max) max = sum
      if (min < 0n || sum < min) min = sum
    }
  }
  return { min, max: max + others.reduce((s, l) => s + best(l, date), 0n) }
}
