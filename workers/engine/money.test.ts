import { describe, expect, it } from 'vitest'
import {
  centsText,
  displayAmount,
  formatAmount,
  formatMinorUnits,
  payAtOdds,
  roundHalfEven,
  textCents,
  toMinorUnits,
  truncateAmount,
  usdtInCurrency,
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
  it('reads odds as written, text with any scale included, never multiplying floats', () => {
    // 1.005 × 100 is 100.49999999999999 in float
    expect(payAtOdds(1000n, '1.005')).toBe(1005n)
    expect(payAtOdds(10_000_000n, '47.500')).toBe(475_000_000n)
    expect(payAtOdds(3n, '1.125')).toBe(3n) // 3.375 → 3
    expect(payAtOdds(2n, '1.25')).toBe(2n) // 2.5 → 2
  })
  it('parses decimals into minor units exactly, cutting further digits', () => {
    expect(toMinorUnits('56.5', 6)).toBe(56_500_000n)
    expect(toMinorUnits(1.95, 2)).toBe(195n)
    expect(toMinorUnits(0.1 + 0.2, 2)).toBe(30n)
    expect(toMinorUnits('7.10000000', 8)).toBe(710_000_000n)
    expect(toMinorUnits(1e21, 0)).toBe(10n ** 21n)
  })
  it('converts a USDT limit to the player currency the same way everywhere', () => {
    // 0.1 × 3 is 0.30000000000000004 in float
    expect(usdtInCurrency('0.1', '3')).toBe(300_000n)
    expect(usdtInCurrency('5000', '7.10000000')).toBe(35_500_000_000n)
    expect(usdtInCurrency('0.000001', '0.5')).toBe(0n)
  })
  it('writes and reads cents as exact decimal text', () => {
    expect(centsText(34_800n)).toBe('348.00')
    expect(centsText(5n)).toBe('0.05')
    expect(textCents('3142516947.27')).toBe(314_251_694_727n)
    expect(textCents('0.1')).toBe(10n)
  })
})
