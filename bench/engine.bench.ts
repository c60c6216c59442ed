// Engine numbers in Node: estimateSlip on the worst legal slip beside a naive enumerator,
// random access into its billion combinations, and batch streaming.
import {
  availableStrings,
  combinationAt,
  cursorAt,
  estimateSlip,
  fillRows,
  planCombinations,
  type Selection,
  type SlipInput,
} from '../workers/engine/index.ts'

function random(seed: number): () => number {
  let s = seed
  return () => {
    s = (s * 16807) % 2147483647
    return s / 2147483647
  }
}
const rnd = random(2024)
const odds = () => Math.round((1.4 + rnd() * 4.6) * 100) / 100

// bd, 15 matches × w/d/l with handicap, strings 1..15: 4^15 − 1 combinations
const selections: Selection[] = []
for (let m = 0; m < 15; m++) {
  const handicap = [-1, 0, 1][m % 3] ?? 0
  for (const name of ['w', 'd', 'l'])
    selections.push({ matchId: `m${m}`, kind: 'wl', name, odds: odds(), handicap })
}
const slip: SlipInput = { game: 'bd', selections, strings: availableStrings('bd', selections), multiple: 1 }

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

function timeEach(runs: number, f: () => void): number[] {
  const out: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    f()
    out.push(performance.now() - t)
  }
  return out
}

const fmt = (x: number, digits = 3) => x.toFixed(digits)

const estimate = estimateSlip(slip)
const times = timeEach(300, () => estimateSlip(slip))
const estimateMs = median(times)
console.log(`estimateSlip bd 15×3 strings 1..15: ${estimate.combinations} combinations`)
console.log(
  `  median ${fmt(estimateMs)} ms, p95 ${fmt([...times].sort((a, b) => a - b)[285] ?? 0)} ms, first ${fmt(times[0] ?? 0)} ms`,
)

/**
 * The naive method: every scenario (each match draws its home win, draw or away win under the
 * handicap, so exactly one pick per match wins) and, in each, every winning combination capped.
 */
function naiveScenarios(limitMs: number): { done: number; total: number; ms: number } {
  const caps = (k: number) => (k === 1 ? 100_000 : k <= 3 ? 200_000 : k <= 5 ? 500_000 : 1_000_000)
  const total = 3 ** 15
  const started = performance.now()
  let done = 0
  let min = Number.POSITIVE_INFINITY
  let max = 0
  while (done < total && performance.now() - started < limitMs) {
    let code = done
    const won: number[] = []
    for (let m = 0; m < 15; m++) {
      won.push(selections[m * 3 + (code % 3)]?.odds ?? 0)
      code = Math.floor(code / 3)
    }
    let sum = 0
    for (let subset = 1; subset < 1 << 15; subset++) {
      let product = 1.3
      let k = 0
      for (let m = 0; m < 15; m++) {
        if ((subset >> m) & 1) {
          product *= won[m] ?? 0
          k++
        }
      }
      sum += Math.min(caps(k), product)
    }
    min = Math.min(min, sum)
    max = Math.max(max, sum)
    done++
  }
  return { done, total, ms: performance.now() - started }
}

const naive = naiveScenarios(10_000)
const projectedMs = (naive.ms / naive.done) * naive.total
console.log(
  `naive enumerator: ${naive.done} of ${naive.total} scenarios in ${fmt(naive.ms, 0)} ms; ` +
    `projected ${fmt(projectedMs / 3_600_000, 1)} h, ${fmt(projectedMs / estimateMs, 0)}× the engine`,
)

const plan = planCombinations(slip)
const picks = Array.from({ length: 20_000 }, () => Math.floor(rnd() * plan.total))
let t = performance.now()
for (const index of picks) cursorAt(plan, index)
let ms = performance.now() - t
console.log(`cursorAt (prepared plan), random index: ${fmt((picks.length / ms) * 1000, 0)} per s`)
t = performance.now()
for (const index of picks.slice(0, 2000)) combinationAt(slip, index)
ms = performance.now() - t
console.log(`combinationAt (public, plans each call), random index: ${fmt((2000 / ms) * 1000, 0)} per s`)

const fills = timeEach(200, () => fillRows(plan, slip, picks[0] ?? 0, 1000))
console.log(`1000-row batch fill from a random start: median ${fmt(median(fills))} ms`)

t = performance.now()
let first = 0
for (let start = 0; start < 1_000_000; start += 1000) {
  fillRows(plan, slip, start, 1000)
  if (start === 0) first = performance.now() - t
}
ms = performance.now() - t
console.log(
  `streaming 1,000,000 rows in batches of 1000: ${fmt(ms, 0)} ms, ${fmt(1e6 / ms / 1000, 2)} million rows/s, first batch ${fmt(first)} ms`,
)
