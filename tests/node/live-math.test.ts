// The live tables' math (studio/README.md "Live tables"): known vectors every verifier must
// reproduce (server seed betsuite-server-seed-1, client seed = the table id, nonce = the round's
// number), the payout rules as stated, and the exact RTPs.
import { describe, expect, it } from 'vitest'
import {
  dealDragonTiger,
  dragonTigerExactRtp,
  dragonTigerMultiplierBp,
} from '../../studio/math/dragonTiger.ts'
import { fairRng } from '../../studio/math/fair.ts'
import { percent } from '../../studio/math/payout.ts'
import { type SicboBet, sicboExactRtp, sicboMultiplierBp, throwSicbo } from '../../studio/math/sicbo.ts'
import { betWin, drawOutcome, LIVE_TABLES } from '../../studio/server/live/tables.ts'

const seeds = (clientSeed: string, nonce: number) =>
  fairRng({ serverSeed: 'betsuite-server-seed-1', clientSeed, nonce })
const throwOf = (dice: [number, number, number]) => ({
  dice,
  total: dice[0] + dice[1] + dice[2],
  triple: dice[0] === dice[1] && dice[1] === dice[2],
})

describe('the live tables draw from the fair stream', () => {
  it('reproduces the known vectors of each table', () => {
    expect([1, 2, 3, 7].map((n) => dealDragonTiger(seeds('dragon-tiger-1', n)))).toEqual([
      { dragon: 30, tiger: 40, winner: 'dragon' },
      { dragon: 32, tiger: 0, winner: 'dragon' },
      { dragon: 4, tiger: 35, winner: 'tiger' },
      { dragon: 1, tiger: 8, winner: 'tiger' },
    ])
    expect([1, 2, 3, 7].map((n) => throwSicbo(seeds('sicbo-1', n)).dice)).toEqual([
      [6, 4, 1],
      [3, 1, 6],
      [3, 5, 3],
      [6, 6, 3],
    ])
    expect([1, 2, 3, 7].map((n) => drawOutcome('roulette', seeds('roulette-1', n)))).toEqual([
      { number: 27, color: 'red' },
      { number: 21, color: 'red' },
      { number: 30, color: 'red' },
      { number: 5, color: 'red' },
    ])
    expect(drawOutcome('baccarat', seeds('baccarat-1', 3))).toEqual({
      player: [9, 29, 3],
      banker: [44, 20, 25],
      player_total: 8,
      banker_total: 4,
      winner: 'player',
    })
  })

  it('a dragon tiger card never repeats a shoe position: 20 000 rounds hold ties at the 8-deck rate', () => {
    let ties = 0
    for (let n = 1; n <= 20_000; n++) if (dealDragonTiger(seeds('dt-rate', n)).winner === 'tie') ties++
    // 31/415 = 7.47 %; 4 standard errors either side
    expect(ties / 20_000).toBeGreaterThan(0.0747 - 4 * 0.00186)
    expect(ties / 20_000).toBeLessThan(0.0747 + 4 * 0.00186)
  })
})

describe('the live tables pay as stated', () => {
  it('dragon tiger: 1:1, tie 11:1, a tie returns half of dragon and tiger', () => {
    expect(dragonTigerMultiplierBp('dragon', 'dragon')).toBe(20_000)
    expect(dragonTigerMultiplierBp('tiger', 'dragon')).toBe(0)
    expect(dragonTigerMultiplierBp('tie', 'tie')).toBe(120_000)
    expect(dragonTigerMultiplierBp('dragon', 'tie')).toBe(5_000)
    expect(betWin('dragontiger', { dragon: 3_000_001n, tie: 1_000_000n }, { winner: 'tie' })).toBe(
      1_500_000n + 12_000_000n,
    )
  })

  it('sic bo: small/big and odd/even lose on a triple; totals, singles and triples by the table', () => {
    const cases: [SicboBet, [number, number, number], number][] = [
      [{ kind: 'small' }, [1, 2, 3], 20_000],
      [{ kind: 'small' }, [2, 2, 2], 0],
      [{ kind: 'big' }, [6, 6, 6], 0],
      [{ kind: 'big' }, [5, 6, 1], 20_000],
      [{ kind: 'odd' }, [3, 3, 3], 0],
      [{ kind: 'even' }, [1, 1, 2], 20_000],
      [{ kind: 'total', total: 4 }, [1, 1, 2], 610_000],
      [{ kind: 'total', total: 17 }, [6, 6, 5], 610_000],
      [{ kind: 'total', total: 10 }, [3, 3, 4], 70_000],
      [{ kind: 'total', total: 13 }, [6, 6, 1], 90_000],
      [{ kind: 'single', face: 6 }, [6, 1, 2], 20_000],
      [{ kind: 'single', face: 6 }, [6, 6, 2], 30_000],
      [{ kind: 'single', face: 6 }, [6, 6, 6], 40_000],
      [{ kind: 'single', face: 5 }, [6, 6, 6], 0],
      [{ kind: 'anyTriple' }, [4, 4, 4], 310_000],
      [{ kind: 'triple', face: 4 }, [4, 4, 4], 1_810_000],
      [{ kind: 'triple', face: 3 }, [4, 4, 4], 0],
    ]
    for (const [bet, dice, bp] of cases)
      expect(sicboMultiplierBp(bet, throwOf(dice)), JSON.stringify([bet, dice])).toBe(bp)
    // totals are not affected by a triple (2 2 2 is a total of 6)
    expect(betWin('sicbo', { single2: 1_000_000n, total6: 500_000n }, throwOf([2, 2, 2]))).toBe(
      4_000_000n + 9_500_000n,
    )
  })

  it('baccarat banker wins pay 0.95:1 rounded down to the micro-unit; roulette spots by the layout', () => {
    expect(betWin('baccarat', { banker: 10_550_000n }, { winner: 'banker' })).toBe(20_572_500n)
    expect(betWin('baccarat', { banker: 1_000_001n, player: 2_000_000n }, { winner: 'tie' })).toBe(3_000_001n)
    expect(betWin('roulette', { n17: 500_000n, red: 1_000_000n, column2: 1_000_000n }, { number: 17 })).toBe(
      18_000_000n + 0n + 3_000_000n,
    )
    expect(betWin('roulette', { n0: 1_000_000n, odd: 1_000_000n }, { number: 0 })).toBe(36_000_000n)
    expect(LIVE_TABLES['roulette-1']?.spots.n36).toBeDefined()
    expect(LIVE_TABLES['roulette-1']?.spots.n37).toBeUndefined()
    // 1–18 and 19–36 pay even money at their edges; the zero loses both.
    const halves = { low: 1_500_000n, high: 1_000_000n }
    expect([1, 18, 19, 36, 0].map((number) => betWin('roulette', halves, { number }))).toEqual([
      3_000_000n,
      3_000_000n,
      2_000_000n,
      2_000_000n,
      0n,
    ])
    expect(LIVE_TABLES['roulette-1']?.spots.low).toEqual(LIVE_TABLES['roulette-1']?.spots.red)
    expect(LIVE_TABLES['roulette-1']?.spots.high).toEqual(LIVE_TABLES['roulette-1']?.spots.red)
  })

  it('states the exact RTPs', () => {
    expect(percent(dragonTigerExactRtp('dragon'))).toBe('96.2650 %')
    expect(percent(dragonTigerExactRtp('tie'))).toBe('89.6385 %')
    expect(percent(sicboExactRtp({ kind: 'small' }))).toBe('97.2222 %')
    expect(percent(sicboExactRtp({ kind: 'anyTriple' }))).toBe('86.1111 %')
    expect(percent(sicboExactRtp({ kind: 'single', face: 3 }))).toBe('92.1296 %')
    expect(percent(sicboExactRtp({ kind: 'triple', face: 2 }))).toBe('83.7962 %')
  })
})
