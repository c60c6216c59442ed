import { describe, expect, it } from 'vitest'
import { AppError } from '../../http/envelope.ts'
import { fromUsdtMicro, parseAmount, toUsdtMicro } from './amounts.ts'

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
  })

  it.each([
    ['abc', 'invalidAmount'],
    ['-5', 'invalidAmount'],
    ['1e3', 'invalidAmount'],
    ['0', 'amountMustBePositive'],
    ['0.0000001', 'tooManyDecimals'],
    ['9999999999999999', 'invalidAmount'],
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
