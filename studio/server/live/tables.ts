// The live studio's four tables: what each kind offers (its spots with their limits), how it draws
// a round's outcome from the fair stream, and what a bet's spots return on that outcome. Pure
// (studio/math only), so the verifier page can replay a round with the same code.
import { type BaccaratBet, baccaratMultiplierBp, dealBaccarat } from '../../math/baccarat.ts'
import { type DragonTigerBet, dealDragonTiger, dragonTigerMultiplierBp } from '../../math/dragonTiger.ts'
import { payout } from '../../math/payout.ts'
import type { Rng } from '../../math/rng.ts'
import { covered, isRed, type RouletteBet, rouletteMultiplierBp } from '../../math/roulette.ts'
import { type SicboBet, sicboMultiplierBp, throwSicbo } from '../../math/sicbo.ts'

export type LiveKind = 'baccarat' | 'dragontiger' | 'roulette' | 'sicbo'

/** Per spot, per player and round: the least one bet may put on it and the most a round may hold. */
export interface SpotLimit {
  min: bigint
  max: bigint
}

export interface LiveTableDef {
  id: string
  kind: LiveKind
  name: string
  currency: string
  /** Spot → its limit, in the order a page lays them out. */
  spots: Record<string, SpotLimit>
}

export type Outcome = Record<string, unknown>

const usdt = (n: string) => {
  const [w = '0', f = ''] = n.split('.')
  return BigInt(w) * 1_000_000n + BigInt(f.padEnd(6, '0'))
}
const limit = (min: string, max: string): SpotLimit => ({ min: usdt(min), max: usdt(max) })

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
const spotsOf = (names: string[], l: SpotLimit) => Object.fromEntries(names.map((n) => [n, l]))

/**
 * Roulette's spots: straight numbers n0 … n36 and the outside bets, in the order the page lays
 * them out: dozens, columns, then the even-money row 1–18, even, red, black, odd, 19–36.
 */
const ROULETTE_OUTSIDE: Record<string, RouletteBet> = {
  dozen1: { kind: 'dozen', dozen: 1 },
  dozen2: { kind: 'dozen', dozen: 2 },
  dozen3: { kind: 'dozen', dozen: 3 },
  column1: { kind: 'column', column: 1 },
  column2: { kind: 'column', column: 2 },
  column3: { kind: 'column', column: 3 },
  low: { kind: 'low' },
  even: { kind: 'even' },
  red: { kind: 'red' },
  black: { kind: 'black' },
  odd: { kind: 'odd' },
  high: { kind: 'high' },
}
const rouletteBetOf = (spot: string): RouletteBet | undefined => {
  if (Object.hasOwn(ROULETTE_OUTSIDE, spot)) return ROULETTE_OUTSIDE[spot]
  const m = /^n(\d{1,2})$/.exec(spot)
  const n = Number(m?.[1])
  return m && n <= 36 ? { kind: 'straight', number: n } : undefined
}

const sicboBetOf = (spot: string): SicboBet | undefined => {
  if (['small', 'big', 'odd', 'even', 'anyTriple'].includes(spot))
    return { kind: spot as 'small' | 'big' | 'odd' | 'even' | 'anyTriple' }
  const m = /^(total|single|triple)(\d{1,2})$/.exec(spot)
  if (!m) return undefined
  const n = Number(m[2])
  if (m[1] === 'total') return n >= 4 && n <= 17 ? { kind: 'total', total: n } : undefined
  return n >= 1 && n <= 6 ? { kind: m[1] as 'single' | 'triple', face: n } : undefined
}

export const LIVE_TABLES: Record<string, LiveTableDef> = {
  'baccarat-1': {
    id: 'baccarat-1',
    kind: 'baccarat',
    name: 'Baccarat',
    currency: 'USDT',
    spots: { player: limit('1', '5000'), banker: limit('1', '5000'), tie: limit('1', '500') },
  },
  'dragon-tiger-1': {
    id: 'dragon-tiger-1',
    kind: 'dragontiger',
    name: 'Dragon Tiger',
    currency: 'USDT',
    spots: { dragon: limit('1', '5000'), tiger: limit('1', '5000'), tie: limit('1', '500') },
  },
  'roulette-1': {
    id: 'roulette-1',
    kind: 'roulette',
    name: 'Roulette',
    currency: 'USDT',
    spots: {
      ...spotsOf(
        range(0, 36).map((n) => `n${n}`),
        limit('0.5', '500'),
      ),
      ...spotsOf(Object.keys(ROULETTE_OUTSIDE), limit('1', '2000')),
    },
  },
  'sicbo-1': {
    id: 'sicbo-1',
    kind: 'sicbo',
    name: 'Sic Bo',
    currency: 'USDT',
    spots: spotsOf(
      [
        'small',
        'big',
        'odd',
        'even',
        ...range(4, 17).map((n) => `total${n}`),
        ...range(1, 6).map((n) => `single${n}`),
        'anyTriple',
        ...range(1, 6).map((n) => `triple${n}`),
      ],
      limit('1', '1000'),
    ),
  },
}

export const tableOf = (id: string) => (Object.hasOwn(LIVE_TABLES, id) ? LIVE_TABLES[id] : undefined)

/** The round's outcome, drawn from its fair stream; what `deal` and `result` publish. */
export function drawOutcome(kind: LiveKind, rng: Rng): Outcome {
  switch (kind) {
    case 'baccarat': {
      const h = dealBaccarat(rng)
      return {
        player: h.player,
        banker: h.banker,
        player_total: h.playerTotal,
        banker_total: h.bankerTotal,
        winner: h.winner,
      }
    }
    case 'dragontiger': {
      const h = dealDragonTiger(rng)
      return { dragon: h.dragon, tiger: h.tiger, winner: h.winner }
    }
    case 'roulette': {
      const number = rng.int(37)
      return { number, color: number === 0 ? 'green' : isRed(number) ? 'red' : 'black' }
    }
    case 'sicbo': {
      const t = throwSicbo(rng)
      return { dice: t.dice, total: t.total, triple: t.triple }
    }
  }
}

/** What a spot returns on an outcome, in basis points of its stake (stake included). */
export function spotMultiplierBp(kind: LiveKind, spot: string, outcome: Outcome): number {
  switch (kind) {
    case 'baccarat':
      return baccaratMultiplierBp(spot as BaccaratBet, outcome.winner as BaccaratBet)
    case 'dragontiger':
      return dragonTigerMultiplierBp(spot as DragonTigerBet, outcome.winner as DragonTigerBet)
    case 'roulette': {
      const bet = rouletteBetOf(spot) as RouletteBet
      return covered(bet).includes(outcome.number as number) ? rouletteMultiplierBp(bet) : 0
    }
    case 'sicbo': {
      const dice = outcome.dice as [number, number, number]
      return sicboMultiplierBp(sicboBetOf(spot) as SicboBet, {
        dice,
        total: outcome.total as number,
        triple: outcome.triple as boolean,
      })
    }
  }
}

/** A bet's win: each spot's stake × its multiplier, rounded down to the micro-unit, summed. */
export function betWin(kind: LiveKind, spots: Record<string, bigint>, outcome: Outcome): bigint {
  let win = 0n
  for (const [spot, stake] of Object.entries(spots))
    win += payout(stake, spotMultiplierBp(kind, spot, outcome))
  return win
}
