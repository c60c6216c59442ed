// A round's outcome as the live studio sends it (`deal`/`result` messages, the history), read into
// one shape per table kind; the order in which the page shows it (baccarat P-B-P-B then the third
// cards); and the spots it wins. Pure, so tests/node/live-outcome.test.ts pins each with known hands.
import { cardValue } from '../../math/baccarat.ts'
import { isRed } from '../../math/roulette.ts'

export type TableKind = 'baccarat' | 'dragonTiger' | 'roulette' | 'sicbo'

export type Outcome =
  | {
      kind: 'baccarat'
      player: number[]
      banker: number[]
      playerTotal: number
      bankerTotal: number
      winner: 'player' | 'banker' | 'tie'
    }
  | { kind: 'dragonTiger'; dragon: number; tiger: number; winner: 'dragon' | 'tiger' | 'tie' }
  | { kind: 'roulette'; pocket: number }
  | { kind: 'sicbo'; dice: [number, number, number] }

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null)
const nums = (v: unknown): number[] | null =>
  Array.isArray(v) && v.every((x) => num(x) !== null) ? (v as number[]) : null

/** The studio's kind names (dragon_tiger, dragon-tiger, sic_bo…) → the page's. */
export function tableKind(kind: string): TableKind | null {
  const k = kind.toLowerCase().replace(/[^a-z]/g, '')
  if (k === 'baccarat') return 'baccarat'
  if (k === 'dragontiger') return 'dragonTiger'
  if (k === 'roulette') return 'roulette'
  if (k === 'sicbo') return 'sicbo'
  return null
}

const total = (cards: number[]) => cards.reduce((a, c) => a + cardValue(c), 0) % 10
/** A pocket's colour on the wheel. */
export const colorOf = (n: number) => (n === 0 ? 'green' : isRed(n) ? 'red' : 'black')

/** Dragon tiger's rank: A low (1) … K high (13). */
export const dtRank = (card: number) => (card % 13) + 1

/** Reads an outcome of the table's kind, or null when it is not one (the page then shows none). */
export function readOutcome(kind: TableKind, raw: unknown): Outcome | null {
  if (!raw || typeof raw !== 'object') return null
  const o = raw as Record<string, unknown>
  switch (kind) {
    case 'baccarat': {
      const player = nums(o.player) ?? nums(o.player_cards)
      const banker = nums(o.banker) ?? nums(o.banker_cards)
      if (!player || !banker || player.length < 2 || banker.length < 2) return null
      const playerTotal = total(player)
      const bankerTotal = total(banker)
      const winner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie'
      return { kind, player, banker, playerTotal, bankerTotal, winner }
    }
    case 'dragonTiger': {
      const dragon = num(o.dragon) ?? num(o.dragon_card)
      const tiger = num(o.tiger) ?? num(o.tiger_card)
      if (dragon === null || tiger === null) return null
      const d = dtRank(dragon)
      const t = dtRank(tiger)
      return { kind, dragon, tiger, winner: d > t ? 'dragon' : t > d ? 'tiger' : 'tie' }
    }
    case 'roulette': {
      const pocket = num(o.pocket) ?? num(o.number)
      return pocket === null || pocket < 0 || pocket > 36 ? null : { kind, pocket }
    }
    case 'sicbo': {
      const dice = nums(o.dice)
      if (dice?.length !== 3 || dice.some((d) => d < 1 || d > 6)) return null
      return { kind, dice: [dice[0], dice[1], dice[2]] as [number, number, number] }
    }
  }
}

/** One thing the deal shows, in order: a card to a side (third cards marked), a spin, a die. */
export type DealStep =
  | { type: 'card'; side: 'player' | 'banker' | 'dragon' | 'tiger'; card: number; third: boolean }
  | { type: 'spin'; pocket: number }
  | { type: 'die'; index: number; value: number }

/** The deal in the order a dealer shows it: baccarat P, B, P, B, then the player's third, the banker's. */
export function dealSteps(o: Outcome): DealStep[] {
  switch (o.kind) {
    case 'baccarat': {
      const steps: DealStep[] = []
      for (let i = 0; i < 2; i++) {
        steps.push({ type: 'card', side: 'player', card: o.player[i] as number, third: false })
        steps.push({ type: 'card', side: 'banker', card: o.banker[i] as number, third: false })
      }
      for (const c of o.player.slice(2)) steps.push({ type: 'card', side: 'player', card: c, third: true })
      for (const c of o.banker.slice(2)) steps.push({ type: 'card', side: 'banker', card: c, third: true })
      return steps
    }
    case 'dragonTiger':
      return [
        { type: 'card', side: 'dragon', card: o.dragon, third: false },
        { type: 'card', side: 'tiger', card: o.tiger, third: false },
      ]
    case 'roulette':
      return [{ type: 'spin', pocket: o.pocket }]
    case 'sicbo':
      return o.dice.map((value, index) => ({ type: 'die', index, value }))
  }
}

/** The roulette spots a pocket wins, by the names the table uses (n17, red, dozen2, column3, low…). */
function rouletteWins(spot: string, n: number): boolean {
  const straight = /^n(\d{1,2})$/.exec(spot)
  if (straight) return Number(straight[1]) === n
  const split = /^s(\d{1,2})[-_](\d{1,2})$/.exec(spot)
  if (split) return Number(split[1]) === n || Number(split[2]) === n
  if (n === 0) return false
  const dozen = /^(?:dozen|d)([123])$/.exec(spot)
  if (dozen) return Math.ceil(n / 12) === Number(dozen[1])
  const column = /^(?:column|c)([123])$/.exec(spot)
  if (column) return ((n - 1) % 3) + 1 === Number(column[1])
  switch (spot) {
    case 'red':
      return isRed(n)
    case 'black':
      return !isRed(n)
    case 'odd':
      return n % 2 === 1
    case 'even':
      return n % 2 === 0
    case 'low':
      return n <= 18
    case 'high':
      return n >= 19
    default:
      return false
  }
}

function sicboWins(spot: string, dice: [number, number, number]): boolean {
  const sum = dice[0] + dice[1] + dice[2]
  const triple = dice[0] === dice[1] && dice[1] === dice[2]
  const totalSpot = /^total(\d{1,2})$/.exec(spot)
  if (totalSpot) return Number(totalSpot[1]) === sum
  const single = /^single([1-6])$/.exec(spot)
  if (single) return dice.includes(Number(single[1]))
  const tripleSpot = /^triple([1-6])$/.exec(spot)
  if (tripleSpot) return triple && dice[0] === Number(tripleSpot[1])
  switch (spot) {
    case 'small':
      return !triple && sum >= 4 && sum <= 10
    case 'big':
      return !triple && sum >= 11 && sum <= 17
    case 'odd':
      return !triple && sum % 2 === 1
    case 'even':
      return !triple && sum % 2 === 0
    case 'anyTriple':
      return triple
    default:
      return false
  }
}

/**
 * Whether a spot wins (lit after the result). A baccarat or dragon tiger tie lights only the tie
 * (player/banker are returned, dragon/tiger half-returned: shown as pushes, not wins).
 */
export function spotWins(o: Outcome, spot: string): boolean {
  switch (o.kind) {
    case 'baccarat':
    case 'dragonTiger':
      return o.winner === spot
    case 'roulette':
      return rouletteWins(spot, o.pocket)
    case 'sicbo':
      return sicboWins(spot, o.dice)
  }
}

/** The winner a bead plate shows for a result (roulette and sic bo have none). */
export function winnerOf(o: Outcome): string | null {
  return o.kind === 'baccarat' || o.kind === 'dragonTiger' ? o.winner : null
}
