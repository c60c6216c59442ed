// Reference implementations for tests: written from markets.md's tables result-first (what each
// market shows for a score), independent of the engine's selection-first rules, and enumerating
// every scenario and every combination.
import type { Score, Selection, SlipInput, SportGame } from '../types.ts'

export function random(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const letter = (x: number) => (x > 0 ? 'w' : x < 0 ? 'l' : 'd')
const LISTED = new Set(
  '1:0 2:0 2:1 3:0 3:1 3:2 4:0 4:1 4:2 5:0 5:1 5:2 0:1 0:2 1:2 0:3 1:3 2:3 0:4 1:4 2:4 0:5 1:5 2:5 0:0 1:1 2:2 3:3'.split(
    ' ',
  ),
)

/** The names a market shows as winners for a score (the selection decides handicap and line). */
function winners(game: SportGame, sel: Selection, s: Score): string[] {
  const total = s.home + s.away
  if (game === 'basketball') {
    const margin = Math.abs(s.home - s.away)
    const side = s.home > s.away ? 'w' : 'l'
    const band = margin >= 26 ? '26+' : `${Math.ceil(margin / 5) * 5 - 4}-${Math.ceil(margin / 5) * 5}`
    return {
      wl: [side],
      handicap: [s.home + (sel.handicap ?? 0) > s.away ? 'w' : 'l'],
      bs: [total > (sel.line ?? 0) ? 'b' : 's'],
      mv: [`${side}${band}`],
    }[sel.kind as 'wl']
  }
  const score = `${s.home}:${s.away}`
  const result = letter(s.home - s.away)
  return {
    wl: [letter(s.home - s.away + (game === 'bd' ? (sel.handicap ?? 0) : 0))],
    handicap: [letter(s.home - s.away + (sel.handicap ?? 0))],
    correct_score: [LISTED.has(score) ? score : `${result}_other`],
    goals: [total >= 7 ? '7+' : String(total)],
    half: [letter(s.halfHome - s.halfAway) + result],
    up: [(total >= 3 ? 't' : 'd') + (total % 2 ? 's' : 'd')],
  }[sel.kind as 'wl']
}

export const bruteWins = (game: SportGame, sel: Selection, s: Score): boolean =>
  winners(game, sel, s).includes(sel.name)

/** Every plausible real final score (with every half-time score for soccer and bd). */
export function everyScore(game: SportGame): Score[] {
  const out: Score[] = []
  if (game === 'basketball') {
    for (let home = 60; home <= 140; home++) {
      for (let away = 60; away <= 140; away++)
        if (home !== away) out.push({ home, away, halfHome: 0, halfAway: 0 })
    }
    return out
  }
  for (let home = 0; home <= 9; home++) {
    for (let away = 0; away <= 9; away++) {
      for (let halfHome = 0; halfHome <= home; halfHome++) {
        for (let halfAway = 0; halfAway <= away; halfAway++) out.push({ home, away, halfHome, halfAway })
      }
    }
  }
  return out
}

const CAPS = (k: number) => (k === 1 ? 100_000 : k <= 3 ? 200_000 : k <= 5 ? 500_000 : 1_000_000)

/** Every combination as indices into the slip's selections, in no particular order. */
export function everyCombination(input: SlipInput): number[][] {
  const ids = [...new Set(input.selections.map((s) => s.matchId))]
  const out: number[][] = []
  const walk = (m: number, chosen: number[]) => {
    if (m === ids.length) {
      if (input.strings.includes(chosen.length)) out.push(chosen)
      return
    }
    walk(m + 1, chosen)
    input.selections.forEach((s, i) => {
      if (s.matchId === ids[m]) walk(m + 1, [...chosen, i])
    })
  }
  walk(0, [])
  return out
}

/** Odds (2 decimals as written) as integer hundredths, read from their text, not multiplied. */
const hundredths = (odds: number) => {
  const [whole = '0', fraction = ''] = String(odds).split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
}

/** num / den rounded half to even, written here apart from the engine's money.ts. */
export function halfEven(num: bigint, den: bigint): bigint {
  const q = num / den
  const twice = 2n * (num % den)
  return twice > den || (twice === den && q % 2n === 1n) ? q + 1n : q
}

/**
 * Minimum (above 0) and maximum total payout over every scenario, by brute force, in exact cents
 * as settlement pays them before tax: every combination's value 2 × Π odds (× 0.65 for bd) in
 * integers, rounded half to even to the cent, capped, summed, × multiple.
 */
export function bruteEstimate(input: SlipInput, scores: readonly Score[]): { min: bigint; max: bigint } {
  const ids = [...new Set(input.selections.map((s) => s.matchId))]
  const perMatch = ids.map((id) => {
    const seen = new Map<string, Set<number>>()
    for (const score of scores) {
      const won = new Set<number>()
      input.selections.forEach((s, i) => {
        if (s.matchId === id && bruteWins(input.game, s, score)) won.add(i)
      })
      seen.set([...won].join(), won)
    }
    return [...seen.values()]
  })
  const combos = everyCombination(input)
  const factor = input.game === 'bd' ? 130n : 200n
  const value = combos.map((combo) => {
    const product = combo.reduce((p, i) => p * hundredths(input.selections[i]?.odds ?? 0), factor)
    const cents = halfEven(product, 100n ** BigInt(combo.length))
    const cap = BigInt(CAPS(combo.length)) * 100n
    return cents < cap ? cents : cap
  })
  let min: bigint | undefined
  let max = 0n
  const scenario = (m: number, won: Set<number>[]) => {
    if (m < perMatch.length) {
      for (const set of perMatch[m] ?? []) scenario(m + 1, [...won, set])
      return
    }
    const winning = new Set(won.flatMap((set) => [...set]))
    let total = 0n
    combos.forEach((combo, c) => {
      if (combo.every((i) => winning.has(i))) total += value[c] ?? 0n
    })
    if (total > 0n && (min === undefined || total < min)) min = total
    if (total > max) max = total
  }
  scenario(0, [])
  const times = BigInt(input.multiple)
  return { min: (min ?? 0n) * times, max: max * times }
}
