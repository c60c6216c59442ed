import { describe, expect, it } from 'vitest'
import {
  displayAmount,
  formatAmount,
  formatMinorUnits,
  payAtOdds,
  roundHalfEven,
  truncateAmount,
  zeroPad,
} from './money.ts'

describe('money display', () => {
  const table: [number | string, string, string][] = [
    [1.239, 'CNY', '1.23'],
    [1.999999, 'CNY', '1.99'],
    [5, 'CNY', '5.00'],
    [0.1 + 0.2, 'CNY', '0.30'],
    [-1.239, 'CNY', '-1.23'],
    [-0.001, 'CNY', '0.00'],
    [1.2345678, 'USDT', '1.234567'],
    [2, 'USDT', '2.000000'],
    [1e-7, 'USDT', '0.000000'],
    [1.5e21, 'CNY', '1500000000000000000000.00'],
    ['12.3456789', 'CNY', '12.34'],
  ]
  for (const [value, currency, shown] of table) {
    it(`${value} ${currency} → ${shown}`, () => expect(formatAmount(value, currency)).toBe(shown))
  }

  it('multiplies score × exchange exactly before truncating (1.15 × 100 is 115, not 114.99)', () => {
    expect(displayAmount(1.15, 100, 'CNY')).toBe('115.00')
    expect(displayAmount(0.07, 7.1234, 'USDT')).toBe('0.498638')
    expect(truncateAmount(7.98765, 0)).toBe('7')
  })

  it('formats minor units and pads single digits', () => {
    expect(formatMinorUnits(1_234_567n, 6, 'USDT')).toBe('1.234567')
    expect(formatMinorUnits(1_234_567n, 6, 'CNY')).toBe('1.23')
    expect(formatMinorUnits(5n, 2, 'CNY')).toBe('0.05')
    expect([0, 7, 10, 49].map(zeroPad)).toEqual(['00', '07', '10', '49'])
  })
})

describe('exact arithmetic', () => {
  it('rounds half to even', () => {
    expect([5n, 15n, 25n, 26n, -5n, -15n, 14n].map((n) => roundHalfEven(n, 10n))).toEqual([
      0n,
      2n,
      2n,
      3n,
      0n,
      -2n,
      1n,
    ])
  })
  it('pays amount × odds', () => {
    expect(payAtOdds(1000n, 1.95)).toBe(1950n)
    expect(payAtOdds(1n, 1.95)).toBe(2n)
    expect(payAtOdds(100n, 41.5, 85n)).toBe(3528n)
  })
})
