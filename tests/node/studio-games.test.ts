// The sandbox studio's game math (studio/math): exact payouts, the rules tables, the closed-form
// RTPs, and known seeds → known outcomes that the studio and the browser verifier must both give.
import { describe, expect, it } from 'vitest'
import {
  BACCARAT_STATED_RTP_BP,
  baccaratExactRtp,
  baccaratMultiplierBp,
  baccaratOdds,
  bankerDraws,
  cardValue,
  dealBaccarat,
  playBaccarat,
} from '../../studio/math/baccarat.ts'
import {
  crashExactRtp,
  crashMultiplierAt,
  crashPoint,
  crashSurvival,
  crashTimeOf,
  playCrash,
} from '../../studio/math/crash.ts'
import { diceExactRtp, diceMultiplierBp, playDice } from '../../studio/math/dice.ts'
import { fairRng } from '../../studio/math/fair.ts'
import { minesExactRtp, minesMultiplierBp, placeMines, playMines } from '../../studio/math/mines.ts'
import { payout, percent, type Ratio } from '../../studio/math/payout.ts'
import {
  PLINKO_RISKS,
  PLINKO_STATED_RTP_BP,
  playPlinko,
  plinkoExactRtp,
  plinkoTable,
} from '../../studio/math/plinko.ts'
import { makeRng, seededRng } from '../../studio/math/rng.ts'
import { covered, playRoulette, type RouletteBet, rouletteExactRtp } from '../../studio/math/roulette.ts'
import {
  evaluateLine,
  PAYLINES,
  playSlot,
  ROWS,
  SLOT_STATED_RTP_BP,
  STRIPS,
  slotExactRtp,
} from '../../studio/math/slot.ts'

const seeds = { serverSeed: 'betsuite-server-seed-1', clientSeed: 'player-seed', nonce: 7 }
/** A generator answering the given words in turn: each int(n) below the rejection limit is word % n. */
const scripted = (words: number[]) => makeRng(() => words.shift() ?? 0)
/** RTP as basis points with two decimals, for comparing a fraction to a stated figure. */
const bp = (r: Ratio) => Number((r.num * 1_000_000n) / r.den) / 100

describe('payouts in exact minor units', () => {
  it('applies a basis-point multiplier to a bigint stake, rounding down', () => {
    expect(payout(12_345n, 19_500)).toBe(24_072n) // 24 072.75 → 24 072
    expect(payout(10n ** 20n, 20_000)).toBe(2n * 10n ** 20n)
    expect(payout(100n, 0)).toBe(0n)
    expect(() => payout(100n, 1.5)).toThrow(RangeError)
    expect(() => payout(-1n, 10_000)).toThrow(RangeError)
    expect(percent({ num: 36n, den: 37n }, 4)).toBe('97.2972 %')
  })
})

describe('dice', () => {
  it('pays 99 / chance %: 2× at 49.50 %, 99× at 1 %, and refuses chances outside 0.01–98 %', () => {
    expect(diceMultiplierBp({ direction: 'over', target: 5049 })).toBe(20_000)
    expect(diceMultiplierBp({ direction: 'under', target: 100 })).toBe(990_000)
    expect(diceMultiplierBp({ direction: 'under', target: 1 })).toBe(99_000_000)
    expect(() => diceMultiplierBp({ direction: 'over', target: 9999 })).toThrow(RangeError)
    expect(() => diceMultiplierBp({ direction: 'under', target: 9801 })).toThrow(RangeError)
    expect(() => diceMultiplierBp({ direction: 'under', target: 12.5 })).toThrow(RangeError)
  })

  it('rolls the first word mod 10 000, wins strictly over or under, and returns 99 % less rounding', () => {
    expect(playDice(scripted([4217]), { direction: 'over', target: 4216 })).toEqual({
      roll: 4217,
      win: true,
      multiplierBp: 17_119, // 5 783 winning rolls: floor(99 000 000 / 5 783)
    })
    expect(playDice(scripted([4217]), { direction: 'over', target: 4217 }).win).toBe(false)
    expect(playDice(scripted([4217]), { direction: 'under', target: 4217 }).win).toBe(false)
    for (let target = 1; target <= 9800; target += 7) {
      const rtp = bp(diceExactRtp({ direction: 'under', target }))
      expect(rtp).toBeLessThanOrEqual(9900)
      expect(rtp).toBeGreaterThan(9899)
    }
  })
})

describe('crash', () => {
  it('follows P(crash ≥ m) = floor(99 · 2^32 / m) / 2^32 exactly, at the boundary word of each m', () => {
    const TWO_32 = 2 ** 32
    for (const m of [101, 150, 199, 200, 1000, 12_345, 1_000_000]) {
      const survivors = Number(crashSurvival(m).num)
      const firstWord = TWO_32 - survivors
      expect(crashPoint(firstWord)).toBeGreaterThanOrEqual(m)
      expect(crashPoint(firstWord - 1)).toBeLessThan(m)
    }
    // the point never falls as the word rises, so the boundary counts every surviving word
    let last = 0
    for (let w = 0; w < TWO_32; w += 9_999_991) {
      const p = crashPoint(w)
      expect(p).toBeGreaterThanOrEqual(last)
      last = p
    }
    expect([crashPoint(0), crashPoint(TWO_32 / 2), crashPoint(TWO_32 - 1)]).toEqual([100, 198, 99 * TWO_32])
  })

  it('pays the cash-out when the crash reaches it, and returns 99 % whatever the cash-out', () => {
    expect(playCrash(scripted([2 ** 31]), 198)).toMatchObject({
      crashPoint: 198,
      win: true,
      multiplierBp: 19_800,
    })
    expect(playCrash(scripted([2 ** 31]), 199)).toMatchObject({ win: false, multiplierBp: 0 })
    expect(() => playCrash(scripted([0]), 100)).toThrow(RangeError)
    for (const m of [101, 200, 777, 10_000, 1_000_000]) expect(Math.round(bp(crashExactRtp(m)))).toBe(9900)
  })
})

describe('the rocket’s clock', () => {
  it('climbs in integer hundredths from 1.00×, and crashTimeOf is the first ms reaching a multiplier', () => {
    expect([0, 149, 150, 8_250, 20_000, 60_000].map(crashMultiplierAt)).toEqual([
      100, 100, 101, 200, 499, 2900,
    ])
    expect(crashMultiplierAt(-5)).toBe(100)
    for (const m of [100, 101, 150, 200, 777, 10_000, 1_000_000]) {
      const t = crashTimeOf(m)
      expect(crashMultiplierAt(t)).toBeGreaterThanOrEqual(m)
      if (t > 0) expect(crashMultiplierAt(t - 1)).toBeLessThan(m)
    }
    // the 10 000× cap is reached after about 20 minutes, where t² is still exact in a double
    expect(crashTimeOf(1_000_000)).toBe(1_219_695)
  })
})

describe('mines', () => {
  it('pays 0.99 · C(25, k) / C(25 − mines, k) per k safe tiles, rounded down to a basis point', () => {
    expect(minesMultiplierBp(1, 1)).toBe(10_312) // 0.99 · 25/24
    expect(minesMultiplierBp(3, 5)).toBe(19_973) // 0.99 · 53 130 / 26 334
    expect(minesMultiplierBp(24, 1)).toBe(247_500) // 0.99 · 25
    expect(minesMultiplierBp(1, 24)).toBe(247_500)
    expect(() => minesMultiplierBp(0, 1)).toThrow(RangeError)
    expect(() => minesMultiplierBp(5, 21)).toThrow(RangeError)
    for (let mines = 1; mines <= 24; mines++)
      for (let k = 1; k <= 25 - mines; k++) {
        const rtp = bp(minesExactRtp(mines, k))
        expect(rtp).toBeLessThanOrEqual(9900)
        expect(rtp).toBeGreaterThan(9899)
      }
  })

  it('places distinct mines by a partial shuffle, each tile as often a mine (fixed seed)', () => {
    // words 24, 0, 0 → swap tile 0 with 24, then 1 with 1, then 2 with 2
    expect(placeMines(scripted([24, 0, 0]), 3)).toEqual([24, 1, 2])
    const rng = seededRng(15)
    const counts = new Array<number>(25).fill(0)
    for (let i = 0; i < 25_000; i++) for (const t of placeMines(rng, 4)) counts[t] = (counts[t] ?? 0) + 1
    const expected = (25_000 * 4) / 25
    const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0)
    expect(chi).toBeLessThan(51.18) // 24 degrees of freedom, 0.1 %
  })

  it('stops at the first mine picked, and refuses repeated or off-grid picks', () => {
    expect(playMines(scripted([24, 0, 0]), 3, [5, 2, 7])).toEqual({
      mines: [24, 1, 2],
      revealed: [5, 2],
      hitMine: true,
      multiplierBp: 0,
    })
    expect(playMines(scripted([24, 0, 0]), 3, [5, 6]).multiplierBp).toBe(minesMultiplierBp(3, 2))
    expect(() => playMines(scripted([]), 3, [5, 5])).toThrow(RangeError)
    expect(() => playMines(scripted([]), 3, [25])).toThrow(RangeError)
    expect(() => playMines(scripted([]), 3, [])).toThrow(RangeError)
  })
})

describe('plinko', () => {
  it('has a mirrored table of rows + 1 slots for 8–16 rows at each risk, and refuses others', () => {
    expect(plinkoTable({ rows: 8, risk: 'low' })).toEqual([
      56_000, 21_000, 11_000, 10_000, 5_000, 10_000, 11_000, 21_000, 56_000,
    ])
    for (const risk of PLINKO_RISKS)
      for (let rows = 8; rows <= 16; rows++) {
        const table = plinkoTable({ rows, risk })
        expect(table).toHaveLength(rows + 1)
        expect(table).toEqual([...table].reverse())
      }
    expect(plinkoTable({ rows: 16, risk: 'high' })[0]).toBe(5_000_000) // 500× at the edge
    expect(() => plinkoTable({ rows: 7, risk: 'low' })).toThrow(RangeError)
    expect(() => plinkoTable({ rows: 17, risk: 'low' })).toThrow(RangeError)
    expect(() => plinkoTable({ rows: 12.5, risk: 'low' })).toThrow(RangeError)
    expect(() => plinkoTable({ rows: 12, risk: 'wild' as 'low' })).toThrow(RangeError)
  })

  it('bounces right on an odd word, lands in the slot counting the rights, and pays its multiplier', () => {
    // words 1, 2, 3, 4, 5, 7, 9, 11 → bits 1 0 1 0 1 1 1 1: six rights, slot 6 of 8 rows
    expect(playPlinko(scripted([1, 2, 3, 4, 5, 7, 9, 11]), { rows: 8, risk: 'medium' })).toEqual({
      path: [1, 0, 1, 0, 1, 1, 1, 1],
      slot: 6,
      multiplierBp: 13_000,
    })
    expect(playPlinko(scripted(Array(16).fill(0)), { rows: 16, risk: 'high' })).toMatchObject({
      slot: 0,
      multiplierBp: 5_000_000,
    })
  })

  it('returns 98.96–99.00 % at every rows and risk, by the binomial sum', () => {
    for (const risk of PLINKO_RISKS)
      for (let rows = 8; rows <= 16; rows++) {
        const rtp = bp(plinkoExactRtp({ rows, risk }))
        expect(rtp).toBeLessThanOrEqual(PLINKO_STATED_RTP_BP)
        expect(rtp).toBeGreaterThanOrEqual(9896)
      }
    // 8 rows, low: (2·56 000 + 16·21 000 + 56·11 000 + 112·10 000 + 70·5 000) / 256 / 10 000
    expect(plinkoExactRtp({ rows: 8, risk: 'low' })).toEqual({ num: 2_534_000n, den: 2_560_000n })
  })
})

describe('European roulette', () => {
  it('covers the numbers of each bet and refuses splits that are not side by side', () => {
    expect(covered({ kind: 'red' })).toHaveLength(18)
    expect(covered({ kind: 'black' })).not.toContain(0)
    expect(covered({ kind: 'dozen', dozen: 2 })).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24])
    expect(covered({ kind: 'column', column: 3 })).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36])
    for (const ok of [
      [1, 2],
      [2, 3],
      [1, 4],
      [33, 36],
      [0, 3],
    ] as [number, number][])
      expect(covered({ kind: 'split', numbers: ok })).toHaveLength(2)
    for (const bad of [
      [3, 4],
      [1, 3],
      [0, 4],
      [36, 37],
      [5, 5],
    ] as [number, number][])
      expect(() => covered({ kind: 'split', numbers: bad })).toThrow(RangeError)
    expect(() => covered({ kind: 'straight', number: 37 })).toThrow(RangeError)
  })

  it('low covers 1–18 and high 19–36, each 18 numbers, 0 in neither; both pay 2× and return 36/37', () => {
    expect(covered({ kind: 'low' })).toEqual(Array.from({ length: 18 }, (_, i) => i + 1))
    expect(covered({ kind: 'high' })).toEqual(Array.from({ length: 18 }, (_, i) => i + 19))
    const bets: RouletteBet[] = [{ kind: 'low' }, { kind: 'high' }]
    // The edges of each half, and 0, which every even-money bet loses.
    const pays = (pocket: number) => playRoulette(scripted([pocket]), bets).multipliersBp
    expect([1, 18, 19, 36, 0].map(pays)).toEqual([
      [20_000, 0],
      [20_000, 0],
      [0, 20_000],
      [0, 20_000],
      [0, 0],
    ])
    for (const bet of bets) expect(rouletteExactRtp(bet)).toEqual({ num: 360_000n, den: 370_000n })
  })

  it('pays 36 / n of the stake on a win, so every bet returns 36/37', () => {
    const bets: RouletteBet[] = [
      { kind: 'straight', number: 17 },
      { kind: 'split', numbers: [17, 20] },
      { kind: 'red' },
      { kind: 'odd' },
      { kind: 'dozen', dozen: 2 },
      { kind: 'column', column: 2 },
      { kind: 'even' },
      { kind: 'low' },
      { kind: 'high' },
    ]
    expect(playRoulette(scripted([17]), bets)).toEqual({
      pocket: 17,
      multipliersBp: [360_000, 180_000, 0, 20_000, 30_000, 30_000, 0, 20_000, 0],
    })
    expect(playRoulette(scripted([37]), bets).multipliersBp).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]) // 37 mod 37 = 0
    for (const bet of bets) expect(rouletteExactRtp(bet)).toEqual({ num: 360_000n, den: 370_000n })
  })
})

describe('baccarat', () => {
  it('draws the banker’s third card by the tableau', () => {
    // rows: banker total 0–7; columns: player stood, then the player's third card 0–9 (D draw, S stand)
    const tableau = [
      'D DDDDDDDDDD',
      'D DDDDDDDDDD',
      'D DDDDDDDDDD',
      'D DDDDDDDDSD',
      'D SSDDDDDDSS',
      'D SSSSDDDDSS',
      'S SSSSSSDDSS',
      'S SSSSSSSSSS',
    ]
    const drawn = Array.from({ length: 8 }, (_, banker) =>
      [
        bankerDraws(banker, null) ? 'D' : 'S',
        ' ',
        ...Array.from({ length: 10 }, (_, third) => (bankerDraws(banker, third) ? 'D' : 'S')),
      ].join(''),
    )
    expect(drawn).toEqual(tableau)
    expect([0, 8, 9, 10, 12, 13, 51].map(cardValue)).toEqual([1, 9, 0, 0, 0, 1, 0])
  })

  it('deals player, banker, player, banker from the shoe, then the third cards', () => {
    // words 3, 3, 0, 0, 0 take the 3rd, 3rd, 0th, 0th, 0th shoe positions still left: positions 3
    // (a 4) and 0 (an ace) to the player, 4 (a 5) and 1 (a 2) to the banker; the player's 5 draws
    // position 2 (a 3) to make 8, and the banker's 7 stands
    expect(dealBaccarat(scripted([3, 3, 0, 0, 0]))).toEqual({
      player: [3, 0, 2],
      banker: [4, 1],
      playerTotal: 8,
      bankerTotal: 7,
      winner: 'player',
    })
    // a natural stands: 9 + king for the player (positions 8 and 12), ace + 2 for the banker
    expect(dealBaccarat(scripted([8, 0, 10, 0, 0, 0]))).toMatchObject({
      player: [8, 12],
      banker: [0, 1],
      playerTotal: 9,
      bankerTotal: 3,
    })
    expect(baccaratMultiplierBp('banker', 'banker')).toBe(19_500)
    expect(baccaratMultiplierBp('player', 'tie')).toBe(10_000)
    expect(baccaratMultiplierBp('tie', 'tie')).toBe(90_000)
  })

  it('gives the known 8-deck odds exactly, and the stated RTPs from them', () => {
    const odds = baccaratOdds()
    expect(percent(odds.banker, 4)).toBe('45.8597 %')
    expect(percent(odds.player, 4)).toBe('44.6246 %')
    expect(percent(odds.tie, 4)).toBe('9.5155 %')
    expect(odds.banker.num + odds.player.num + odds.tie.num).toBe(odds.banker.den)
    for (const bet of ['banker', 'player', 'tie'] as const)
      expect(Math.floor(bp(baccaratExactRtp(bet)))).toBe(BACCARAT_STATED_RTP_BP[bet])
  })
})

describe('the 5×3 slot', () => {
  it('pays lines left to right from reel 1 with wilds standing in, never for scatters', () => {
    expect(evaluateLine(['seven', 'wild', 'seven', 'wild', 'seven'])).toEqual({
      symbol: 'seven',
      count: 5,
      pays: 1000,
    })
    expect(evaluateLine(['ten', 'ten', 'wild', 'jack', 'ten'])).toEqual({ symbol: 'ten', count: 3, pays: 5 })
    expect(evaluateLine(['king', 'king', 'queen', 'king', 'king']).pays).toBe(0)
    expect(evaluateLine(['scatter', 'scatter', 'scatter', 'scatter', 'scatter']).pays).toBe(0)
  })

  it('has 10 lines over 3 rows, at most one scatter per reel window, and wilds only on reels 2–4', () => {
    expect(new Set(PAYLINES.map((l) => l.join(''))).size).toBe(10)
    expect(PAYLINES.every((l) => l.length === 5 && l.every((r) => r >= 0 && r < ROWS))).toBe(true)
    for (const strip of STRIPS)
      for (let stop = 0; stop < strip.length; stop++) {
        const window = [0, 1, 2].map((row) => strip[(stop + row) % strip.length])
        expect(window.filter((s) => s === 'scatter').length).toBeLessThanOrEqual(1)
      }
    expect([0, 4].map((r) => STRIPS[r]?.includes('wild'))).toEqual([false, false])
    expect([1, 2, 3].map((r) => STRIPS[r]?.includes('wild'))).toEqual([true, true, true])
  })

  it('starts 10 doubled free spins on 3 scatters and adds 10 on a retrigger', () => {
    // every strip starts with a scatter: stops 0, 0, 0 show three on row 0; stop 2 on reels 4–5
    // shows none. Then 10 free spins on stop 1 everywhere (no scatter), one of them retriggering.
    const quiet = [1, 1, 1, 1, 1]
    const words = [
      0,
      0,
      0,
      2,
      2,
      ...quiet,
      [0, 0, 0, 1, 1],
      ...Array.from({ length: 18 }, () => quiet),
    ].flat()
    const round = playSlot(scripted(words))
    expect(round.base).toMatchObject({ stops: [0, 0, 0, 2, 2], scatters: 3, awards: 10 })
    expect(round.freeSpins).toHaveLength(20)
    expect(round.freeSpins[1]).toMatchObject({ scatters: 3, awards: 10 })
    // stop 1 on every reel shows ten/jack/queen on rows 0/1/2: the three straight lines pay 5 of a kind
    const quietSpin = round.freeSpins[0]
    expect(quietSpin?.lineWins.map((w) => [w.line, w.symbol, w.count])).toEqual([
      [0, 'jack', 5],
      [1, 'ten', 5],
      [2, 'queen', 5],
    ])
    // (60 + 50 + 80) line bets of a tenth of the bet, doubled
    expect(quietSpin?.winBp).toBe(190 * 1000 * 2)
    const total = round.freeSpins.reduce((n, s) => n + s.winBp, round.base.winBp)
    expect(round.multiplierBp).toBe(total)
    expect(round.base.winBp).toBe(2 * 10_000 + round.base.lineWins.reduce((n, w) => n + w.pays * 1000, 0))
  })

  it('has the stated 96.00 % RTP in closed form, within a hundredth of a percent', () => {
    expect(Math.abs(bp(slotExactRtp()) - SLOT_STATED_RTP_BP)).toBeLessThan(1)
  })
})

describe('known seeds → known rounds, the vectors the verifier page must reproduce', () => {
  it('plays each game from betsuite-server-seed-1 / player-seed / nonce 7', () => {
    expect(playDice(fairRng(seeds), { direction: 'over', target: 4999 })).toEqual({
      roll: 308,
      win: false,
      multiplierBp: 0,
    })
    expect(playCrash(fairRng(seeds), 200)).toMatchObject({ crashPoint: 240, win: true, multiplierBp: 20_000 })
    expect(playMines(fairRng(seeds), 3, [0, 1, 2, 3, 4])).toMatchObject({
      mines: [8, 9, 7],
      multiplierBp: 19_973,
    })
    // The vector's pocket is the zero: low and high lose it like every even-money bet.
    expect(
      playRoulette(fairRng(seeds), [{ kind: 'straight', number: 17 }, { kind: 'low' }, { kind: 'high' }]),
    ).toEqual({ pocket: 0, multipliersBp: [0, 0, 0] })
    expect(playBaccarat(fairRng(seeds), 'banker')).toEqual({
      hand: { player: [12, 45], banker: [30, 39], playerTotal: 7, bankerTotal: 6, winner: 'player' },
      multiplierBp: 0,
    })
    expect(playPlinko(fairRng(seeds), { rows: 16, risk: 'high' })).toEqual({
      path: [0, 0, 1, 0, 1, 1, 0, 1, 0, 1, 1, 0, 0, 1, 1, 0],
      slot: 8,
      multiplierBp: 2_000,
    })
    expect(playSlot(fairRng(seeds)).base.stops).toEqual([32, 5, 43, 36, 12])
  })
})
