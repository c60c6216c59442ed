// Punto banco from a fresh 8-deck shoe each round (the card game provider, ky): up to six cards
// drawn without replacement, each by one unbiased int over the cards left, dealt player, banker,
// player, banker, then the third cards by the tableau below. Player pays 1:1, banker 0.95:1 (5 %
// commission), tie 8:1; a tie returns player and banker stakes. The exact odds come from walking
// every deal (baccaratOdds): banker 98.94 %, player 98.76 %, tie 85.64 % RTP.
import type { Ratio } from './payout.ts'
import type { Rng } from './rng.ts'

export const DECKS = 8
const SHOE = DECKS * 52

export type BaccaratBet = 'player' | 'banker' | 'tie'
export const BACCARAT_STATED_RTP_BP: Record<BaccaratBet, number> = { banker: 9894, player: 9876, tie: 8564 }
const WIN_BP: Record<BaccaratBet, number> = { player: 20_000, banker: 19_500, tie: 90_000 }

/** A card as 0–51: rank = card % 13 (0 ace … 12 king), suit = floor(card / 13). */
export function cardValue(card: number): number {
  const rank = card % 13
  return rank < 9 ? rank + 1 : 0
}

/** Whether the player draws a third card, from the two-card totals (naturals stand). */
function playerDraws(player: number, banker: number): boolean {
  return player <= 5 && banker < 8
}

/**
 * Whether the banker draws: with no player third card, on 0–5; otherwise by the tableau on the
 * player's third card's value.
 */
export function bankerDraws(banker: number, playerThird: number | null): boolean {
  if (playerThird === null) return banker <= 5
  switch (banker) {
    case 0:
    case 1:
    case 2:
      return true
    case 3:
      return playerThird !== 8
    case 4:
      return playerThird >= 2 && playerThird <= 7
    case 5:
      return playerThird >= 4 && playerThird <= 7
    case 6:
      return playerThird === 6 || playerThird === 7
    default:
      return false
  }
}

export interface BaccaratHand {
  player: number[]
  banker: number[]
  playerTotal: number
  bankerTotal: number
  winner: BaccaratBet
}

function totals(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) % 10
}

function winnerOf(pt: number, bt: number): BaccaratBet {
  return pt > bt ? 'player' : bt > pt ? 'banker' : 'tie'
}

export function dealBaccarat(rng: Rng): BaccaratHand {
  const drawn: number[] = [] // shoe positions taken, kept sorted
  const draw = (): number => {
    let j = rng.int(SHOE - drawn.length)
    let i = 0
    // the j-th position not yet taken
    for (; i < drawn.length && (drawn[i] as number) <= j; i++) j++
    drawn.splice(i, 0, j)
    return j % 52
  }
  // dealt player, banker, player, banker
  const p1 = draw()
  const b1 = draw()
  const player = [p1, draw()]
  const banker = [b1, draw()]
  const pt = totals(player.map(cardValue))
  const bt = totals(banker.map(cardValue))
  if (pt < 8 && bt < 8) {
    let third: number | null = null
    if (playerDraws(pt, bt)) {
      const c = draw()
      player.push(c)
      third = cardValue(c)
    }
    if (bankerDraws(bt, third)) banker.push(draw())
  }
  const playerTotal = totals(player.map(cardValue))
  const bankerTotal = totals(banker.map(cardValue))
  return { player, banker, playerTotal, bankerTotal, winner: winnerOf(playerTotal, bankerTotal) }
}

/** Return in basis points of the stake on `bet` for a hand's winner (a push returns 1×). */
export function baccaratMultiplierBp(bet: BaccaratBet, winner: BaccaratBet): number {
  if (bet === winner) return WIN_BP[bet]
  return winner === 'tie' ? 10_000 : 0
}

export function playBaccarat(rng: Rng, bet: BaccaratBet): { hand: BaccaratHand; multiplierBp: number } {
  const hand = dealBaccarat(rng)
  return { hand, multiplierBp: baccaratMultiplierBp(bet, hand.winner) }
}

/**
 * The exact chance of each result from a fresh shoe: every sequence of card values the hand can
 * use, weighted by how many shoe orderings give it, over SHOE·(SHOE−1)·…·(SHOE−5) (< 2^53, so the
 * sums are exact integers).
 */
export function baccaratOdds(): Record<BaccaratBet, Ratio> {
  const left = [16 * DECKS, ...Array.from({ length: 9 }, () => 4 * DECKS)]
  const counts = { player: 0, banker: 0, tie: 0 }
  // ways to fill the unused of six places: (SHOE − used) · … · (SHOE − 5)
  const tail = (used: number): number => {
    let w = 1
    for (let i = used; i < 6; i++) w *= SHOE - i
    return w
  }
  const pickAll = (
    n: number,
    weight: number,
    taken: number[],
    done: (w: number, v: number[]) => void,
  ): void => {
    if (n === 0) {
      done(weight, taken)
      return
    }
    for (let v = 0; v < 10; v++) {
      const c = left[v] as number
      left[v] = c - 1
      taken.push(v)
      pickAll(n - 1, weight * c, taken, done)
      taken.pop()
      left[v] = c
    }
  }
  const add = (weight: number, used: number, p: number[], b: number[]): void => {
    counts[winnerOf(totals(p), totals(b))] += weight * tail(used)
  }
  // each value a third card can take, with the ways to draw it from what is left
  const eachCard = (f: (v: number, ways: number) => void): void => {
    for (let v = 0; v < 10; v++) {
      const c = left[v] as number
      if (c === 0) continue
      left[v] = c - 1
      f(v, c)
      left[v] = c
    }
  }
  pickAll(4, 1, [], (w4, first) => {
    const [p1, b1, p2, b2] = first as [number, number, number, number]
    const p = [p1, p2]
    const b = [b1, b2]
    const pt = totals(p)
    const bt = totals(b)
    if (pt >= 8 || bt >= 8) return add(w4, 4, p, b)
    if (playerDraws(pt, bt)) {
      eachCard((v3, ways) => {
        if (!bankerDraws(bt, v3)) return add(w4 * ways, 5, [...p, v3], b)
        eachCard((v4, ways4) => add(w4 * ways * ways4, 6, [...p, v3], [...b, v4]))
      })
    } else if (bankerDraws(bt, null)) {
      eachCard((v, ways) => add(w4 * ways, 5, p, [...b, v]))
    } else add(w4, 4, p, b)
  })
  const den = BigInt(tail(0))
  return {
    player: { num: BigInt(counts.player), den },
    banker: { num: BigInt(counts.banker), den },
    tie: { num: BigInt(counts.tie), den },
  }
}

export function baccaratExactRtp(bet: BaccaratBet): Ratio {
  const odds = baccaratOdds()
  const win = odds[bet]
  const push = bet === 'tie' ? 0n : odds.tie.num
  return { num: win.num * BigInt(WIN_BP[bet]) + push * 10_000n, den: win.den * 10_000n }
}
