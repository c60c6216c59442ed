import { describe, expect, it } from 'vitest'
import { UNITS_PER_CENT } from '../constants.ts'
import { textCents } from '../money.ts'
import { markSixTicketRange } from './ticketRange.ts'
import { markSixAnimal } from './zodiac.ts'

const DATE = '2026-11-24'
/** A USDT amount written as text, in micro-USDT: no float touches money. */
const usdt = (text: string) => textCents(text) * UNITS_PER_CENT
const special = (number: number) => ({ type: 'specialCode' as const, number })

describe('markSixTicketRange', () => {
  it('special code 07 and special animal horse cannot both win: at most 475, not 590', () => {
    expect(markSixAnimal(7, DATE)).not.toBe('horse')
    const range = markSixTicketRange(
      [
        { bet: special(7), amount: usdt('10'), odds: '47.500' },
        { bet: { type: 'specialCodeAnimal', animal: 'horse' }, amount: usdt('10'), odds: '11.500' },
      ],
      DATE,
    )
    expect(range).toEqual({ min: 0n, max: usdt('475') })
  })

  it('a special code that is the animal backed wins both: their sum', () => {
    const horse = [1, 13, 25, 37, 49].find((n) => markSixAnimal(n, DATE) === 'horse') ?? 0
    const range = markSixTicketRange(
      [
        { bet: special(horse), amount: usdt('10'), odds: '47.500' },
        { bet: { type: 'specialCodeAnimal', animal: 'horse' }, amount: usdt('10'), odds: '11.500' },
      ],
      DATE,
    )
    expect(range.max).toBe(usdt('590'))
  })

  it('every special covered: the least it returns is the smallest single win', () => {
    const lines = Array.from({ length: 49 }, (_, i) => ({
      bet: special(i + 1),
      amount: usdt('1'),
      odds: i === 0 ? '40' : '47.5',
    }))
    expect(markSixTicketRange(lines, DATE)).toEqual({ min: usdt('40'), max: usdt('47.5') })
  })

  it('big and small on the special: one wins 19.80, and on 49 both tie and the 20 staked comes back', () => {
    const range = markSixTicketRange(
      [
        { bet: { type: 'specialCodeSide', side: 'big' }, amount: usdt('10'), odds: '1.98' },
        { bet: { type: 'specialCodeSide', side: 'small' }, amount: usdt('10'), odds: '1.98' },
      ],
      DATE,
    )
    expect(range).toEqual({ min: usdt('19.8'), max: usdt('20') })
  })

  it('a bet on a position adds its win to the maximum and nothing to the minimum', () => {
    const range = markSixTicketRange(
      [
        { bet: special(7), amount: usdt('10'), odds: '47.5' },
        { bet: { type: 'numberCode', position: 'no1', number: 8 }, amount: usdt('2'), odds: '47.5' },
      ],
      DATE,
    )
    expect(range).toEqual({ min: 0n, max: usdt('570') })
  })
})
