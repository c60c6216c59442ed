import { describe, expect, it } from 'vitest'
import { type BetLimits, type BetToCheck, betWarnings, limitProblems } from './limits.ts'

const limits: BetLimits = {
  minBet: '2',
  maxBet: '1000',
  minBonus: '5',
  maxBonus: '50000',
  minMultiple: 1,
  maxMultiple: 99,
  minBetGameType: '3',
  maxBetGameType: '800',
}
/** whole units of the player's currency as 6-place units */
const u = (whole: number | bigint) => BigInt(whole) * 1_000_000n

describe('limitProblems', () => {
  const sport = (over: Partial<Extract<BetToCheck, { category: 'sport' }>>): BetToCheck => ({
    category: 'sport',
    limits,
    stake: u(100),
    maxPayout: u(1000),
    multiple: 10,
    hasSingle: false,
    balance: u(10_000),
    ...over,
  })
  const lottery = (amount: bigint, count = 1): BetToCheck => ({
    category: 'lottery',
    lines: [{ field: 'items.0.amount', amount, count, min: '3', max: '800' }],
    balance: u(10_000),
  })
  const cricket = (amounts: bigint[], odds = 2n): BetToCheck => ({
    category: 'cricket',
    limits,
    bets: amounts.map((amount, i) => ({ field: `bets.${i}`, amount, payout: amount * odds })),
  })
  const table: [string, BetToCheck, string[]][] = [
    ['a sport bet within every limit', sport({}), []],
    ['a stake above max bet × rate', sport({ stake: u(7001) }), ['exceedsMaxBet']],
    ['a stake at max bet × rate', sport({ stake: u(5600) }), []],
    // the slip never checked these before, though the server refused them
    ['a stake above the game-type max × rate', sport({ stake: u(5601) }), ['exceedsMaxBet']],
    ['a stake below the game-type min × rate', sport({ stake: u(20) }), ['belowMinBet']],
    ['below min bet × rate', sport({ stake: u(13) }), ['belowMinBet']],
    ['a disabled region', sport({ region: 'XX', disabledRegions: ['XX'] }), ['disabledRegions']],
    ['more than the balance', sport({ balance: u(99) }), ['insufficientAccountBalance']],
    ['too high a multiple', sport({ multiple: 100 }), ['exceedsMaxMultiple']],
    ['too low a multiple', sport({ multiple: 0 }), ['belowMinMultiple']],
    ['a single needs multiple 10', sport({ multiple: 9, hasSingle: true }), ['belowMinMultiple']],
    ['bonus above max × rate', sport({ maxPayout: u(350_001) }), ['exceedsMaxBonus']],
    ['bonus below min × rate', sport({ maxPayout: u(34) }), ['belowMinBonus']],
    ['lottery below the entry minimum', lottery(u(20)), ['belowLotteryGameMinBet']],
    ['lottery above the entry maximum', lottery(u(5601)), ['exceedsLotteryGameMaxBet']],
    ['a lottery line of 0', lottery(0n), ['amountMustBePositive']],
    ['lottery bets × count over the balance', lottery(u(2000), 6), ['insufficientAccountBalance']],
    ['cricket bets within every limit', cricket([u(20), u(30)]), []],
    ['a cricket bet below min bet × rate', cricket([u(13)], 3n), ['belowMinBet']],
    ['a cricket payout above max bonus × rate', cricket([u(5000)], 80n), ['exceedsMaxBonus']],
    [
      'cricket bets each allowed, together above the game-type max',
      cricket([u(3000), u(3000)]),
      ['exceedsMaxBet'],
    ],
    ['an empty cricket amount', cricket([0n, u(30)]), ['amountMustBePositive']],
  ]
  for (const [what, bet, want] of table) {
    it(what, () => {
      expect(betWarnings(bet, '7')).toEqual(want)
    })
  }

  it('names the field and the limit broken, in the player currency', () => {
    expect(limitProblems(cricket([u(3000), u(3000)]), '7')).toEqual([
      { key: 'exceedsMaxBet', field: 'matches', max: u(5600) },
    ])
    expect(limitProblems(sport({ multiple: 9, hasSingle: true }), '7')).toEqual([
      { key: 'belowMinMultiple', field: 'multiple', min: 10 },
    ])
  })

  it('compares limits × rate exactly where float would be off', () => {
    // 0.1 × 3 is 0.30000000000000004 in float, so a stake of exactly 0.30 looked below a 0.1 USDT minimum
    const tiny = { ...limits, minBet: '0.1', minBetGameType: '0', minBonus: '0' }
    expect(betWarnings(sport({ limits: tiny, stake: 300_000n }), '3')).toEqual([])
    expect(betWarnings(sport({ limits: tiny, stake: 299_999n }), '3')).toEqual(['belowMinBet'])
    // 7.1 CNY per USDT: 5000 USDT is exactly 35,500 CNY
    const five = { ...limits, maxBet: '5000', maxBetGameType: '0' }
    const rich = u(1_000_000)
    expect(betWarnings(sport({ limits: five, stake: u(35_500), balance: rich }), '7.10000000')).toEqual([])
    expect(betWarnings(sport({ limits: five, stake: u(35_500) + 1n, balance: rich }), '7.10000000')).toEqual([
      'exceedsMaxBet',
    ])
  })
})
