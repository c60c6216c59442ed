import { describe, expect, it } from 'vitest'
import { type BetLimits, betWarnings, slipMargin } from './limits.ts'

const limits: BetLimits = {
  minBet: 2,
  maxBet: 1000,
  minBonus: 5,
  maxBonus: 50_000,
  minMultiple: 1,
  maxMultiple: 99,
  minBetGameType: 3,
  maxBetGameType: 800,
  exchangeRate: 7,
  disabledRegions: ['XX'],
}

describe('slipMargin', () => {
  it('takes the largest minimum and the smallest positive maximum, money limits × exchange rate', () => {
    expect(slipMargin(limits)).toEqual({ lower: 35, upper: 99 })
    expect(slipMargin({ ...limits, maxMultiple: 0, maxBetGameType: 0 })).toEqual({ lower: 35, upper: 7000 })
  })

  it('has no upper bound when no maximum is set', () => {
    expect(slipMargin({ ...limits, maxBet: 0, maxBonus: 0, maxMultiple: 0, maxBetGameType: 0 }).upper).toBe(
      Number.POSITIVE_INFINITY,
    )
  })
})

describe('betWarnings', () => {
  const sport = { category: 'sport' as const, accountBalance: 10_000, multiple: 10, bonus: 1000 }
  const lottery = { category: 'lottery' as const, accountBalance: 10_000 }
  const table: [string, Parameters<typeof betWarnings>[0], string[]][] = [
    ['a sport bet within every limit', { ...sport, amount: 100 }, []],
    ['above max bet × rate', { ...sport, amount: 7001 }, ['exceedsMaxBet']],
    ['at max bet × rate', { ...sport, amount: 7000 }, []],
    ['below min bet × rate', { ...sport, amount: 13 }, ['belowMinBet']],
    ['an amount of 0 is not below the minimum', { ...sport, amount: 0, bonus: 0 }, []],
    ['a disabled region', { ...sport, amount: 100, region: 'XX' }, ['disabledRegions']],
    ['more than the balance', { ...sport, amount: 100, accountBalance: 99 }, ['insufficientAccountBalance']],
    ['too high a multiple', { ...sport, amount: 100, multiple: 100 }, ['exceedsMaxMultiple']],
    ['too low a multiple', { ...sport, amount: 100, multiple: 0 }, ['belowMinMultiple']],
    [
      'a single needs multiple 10',
      { ...sport, amount: 100, multiple: 9, hasSingle: true },
      ['belowMinMultiple'],
    ],
    ['bonus above max × rate', { ...sport, amount: 100, bonus: 350_001 }, ['exceedsMaxBonus']],
    ['bonus below min × rate', { ...sport, amount: 100, bonus: 34 }, ['belowMinBonus']],
    ['lottery below the game minimum', { ...lottery, amount: 20 }, ['belowLotteryGameMinBet']],
    ['lottery above the game maximum', { ...lottery, amount: 5601 }, ['exceedsLotteryGameMaxBet']],
    [
      'several at once, in order',
      { ...lottery, amount: 8000, accountBalance: 10, region: 'XX' },
      ['exceedsMaxBet', 'disabledRegions', 'insufficientAccountBalance', 'exceedsLotteryGameMaxBet'],
    ],
  ]
  for (const [what, bet, want] of table) {
    it(what, () => {
      expect(betWarnings(bet, limits)).toEqual(want)
    })
  }
})
