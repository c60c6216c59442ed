import { describe, expect, it } from 'vitest'
import { AppError } from '../http/envelope.ts'
import { MAX_WHOLE_AMOUNT, parseAmount } from './amounts.ts'
import { fromUsdtMicro, toUsdtMicro } from './exchange.ts'

const keyOf = (fn: () => unknown) => {
  try {
    fn()
  } catch (e) {
    return (e as AppError).message
  }
  return 'accepted'
}

describe('amounts', () => {
  it('parses exactly into minor units', () => {
    expect(parseAmount('12.5')).toBe(12_500_000n)
    expect(parseAmount('0.000001')).toBe(1n)
    expect(parseAmount(100, 0)).toBe(100n)
    expect(parseAmount('000012.5')).toBe(12_500_000n)
  })

  it('takes up to MAX_WHOLE_AMOUNT, so no sum of inputs can overflow a ledger account', () => {
    expect(parseAmount('1000000000')).toBe(MAX_WHOLE_AMOUNT * 1_000_000n)
    expect(parseAmount('1000000000', 2)).toBe(MAX_WHOLE_AMOUNT * 100n)
    // Nine thousand of the largest amounts still add up inside int8.
    expect(parseAmount('1000000000') * 9_000n).toBeLessThan(2n ** 63n - 1n)
  })

  it.each([
    ['abc', 'invalidAmount'],
    ['-5', 'invalidAmount'],
    ['1e3', 'invalidAmount'],
    ['0', 'amountMustBePositive'],
    ['0.0000001', 'tooManyDecimals'],
    ['1000000000.000001', 'amountTooLarge'],
    ['9999999999999999', 'amountTooLarge'],
    ['9'.repeat(5000), 'amountTooLarge'],
  ])('refuses %s with %s', (text, key) => {
    expect(keyOf(() => parseAmount(text))).toBe(key)
    expect(() => parseAmount(text)).toThrow(AppError)
  })

  it('converts at an exchange rate without floating point, cutting down', () => {
    // 100 PHP at 56.5 PHP per USDT = 1.769911... USDT
    expect(toUsdtMicro(100_000_000n, '56.50000000')).toBe(1_769_911n)
    expect(fromUsdtMicro(1_000_000n, '7.10000000')).toBe(7_100_000n)
  })
})
