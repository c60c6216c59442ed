import type { LotterySettlement } from '../marksix/settle.ts'
import { payAtOdds } from '../money.ts'
import type { RacingBet, RacingDraw } from './bets.ts'

function carAt(order: RacingDraw, position: number): number {
  const car = order[position - 1]
  if (car === undefined) throw new RangeError(`no position ${position}`)
  return car
}

function sideWins(n: number, side: string, bigFrom: number): boolean {
  if (side === 'big') return n >= bigFrom
  if (side === 'small') return n < bigFrom
  return (n % 2 === 1) === (side === 'odd')
}

function wins(bet: RacingBet, order: RacingDraw): boolean {
  switch (bet.type) {
    case 'twoSide':
      return sideWins(carAt(order, bet.position), bet.side, 6)
    case 'sumSide':
      return sideWins(carAt(order, 1) + carAt(order, 2), bet.side, 12)
    case 'sum':
      return carAt(order, 1) + carAt(order, 2) === bet.value
    case 'position':
      return carAt(order, bet.position) === bet.car
    case 'dragonTiger': {
      const dragon = carAt(order, bet.position) > carAt(order, 11 - bet.position)
      return dragon === (bet.pick === 'dragon')
    }
  }
}

/** PK10 and airship: a winning bet pays amount × odds; cars are distinct, so nothing ties. */
export function settleRacing(
  bet: RacingBet,
  amount: bigint,
  odds: number | string,
  order: RacingDraw,
): LotterySettlement {
  if (new Set(order).size !== 10 || order.some((c) => !Number.isInteger(c) || c < 1 || c > 10)) {
    throw new RangeError('a racing draw orders the cars 1..10')
  }
  if (!wins(bet, order)) return { outcome: 'lose', payout: 0n }
  return { outcome: 'win', payout: payAtOdds(amount, odds) }
}
