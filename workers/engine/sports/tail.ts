import { ODDS_DECIMALS } from '../constants.ts'

const POW_N = Array.from({ length: 16 }, (_, k) => (10 ** ODDS_DECIMALS) ** k)

/**
 * The most combinations of a slip's last matches tabulated once per scenario: the walk then runs
 * through flat arrays for every combination of the first matches instead of recursing. 512 sort
 * in a few microseconds and leave few enough first matches to walk.
 */
const TAIL_MOST = 1 << 9

/**
 * Every combination of the matches from `from` on (none or one winning pick of each): the pick it
 * adds to its parent (element 0 is the empty one), and its float value Π hundredths / 100^picks.
 * `order` lists them by number of picks, each run largest value first: the t-pick run is
 * order[start[t]] … order[start[t + 1] − 1], its values in `sorted`.
 */
export interface Tail {
  from: number
  most: number
  parent: Int32Array
  hundredth: Float64Array
  order: Int32Array
  sorted: Float64Array
  start: Int32Array
}

// Kept from one call to the next (the engine totals one scenario at a time): a tail allocates nothing.
const PARENT = new Int32Array(TAIL_MOST)
const HUNDREDTH = new Float64Array(TAIL_MOST)
const VALUE = new Float64Array(TAIL_MOST)
const PICKS = new Uint8Array(TAIL_MOST)
const ORDER = new Int32Array(TAIL_MOST)
const SORTED = new Float64Array(TAIL_MOST)
const START = new Int32Array(TAIL_MOST + 2)
const largestFirst = (a: number, b: number) => (VALUE[b] ?? 0) - (VALUE[a] ?? 0)

export function tailFrom(g: readonly (readonly number[])[]): Tail {
  const n = g.length
  let from = n
  let count = 1
  while (from > 0 && count * ((g[from - 1]?.length ?? 0) + 1) <= TAIL_MOST)
    count *= (g[--from]?.length ?? 0) + 1
  const most = n - from
  let next = 1
  const fill = (start: number, up: number, k: number, product: number) => {
    for (let m = start; m < n; m++) {
      for (const h of g[m] ?? []) {
        const i = next++
        const q = product * h
        PARENT[i] = up
        HUNDREDTH[i] = h
        VALUE[i] = q / (POW_N[k + 1] ?? 1)
        PICKS[i] = k + 1
        fill(m + 1, i, k + 1, q)
      }
    }
  }
  fill(from, 0, 0, 1)
  // by number of picks (counting), then each run by value
  START.fill(0, 0, most + 2)
  for (let i = 1; i < count; i++) START[(PICKS[i] ?? 0) + 1] = (START[(PICKS[i] ?? 0) + 1] ?? 0) + 1
  START[1] = 1
  for (let t = 2; t <= most + 1; t++) START[t] = (START[t] ?? 0) + (START[t - 1] ?? 0)
  const at = START.slice(0, most + 2)
  for (let i = 1; i < count; i++) {
    const t = PICKS[i] ?? 0
    ORDER[at[t] ?? 0] = i
    at[t] = (at[t] ?? 0) + 1
  }
  for (let t = 1; t <= most; t++) ORDER.subarray(START[t], START[t + 1]).sort(largestFirst)
  for (let i = 1; i < count; i++) SORTED[i] = VALUE[ORDER[i] ?? 0] ?? 0
  return { from, most, parent: PARENT, hundredth: HUNDREDTH, order: ORDER, sorted: SORTED, start: START }
}

/** The hundredths of a tail element's picks. */
export function tailPicks(tail: Tail, element: number): number[] {
  const out: number[] = []
  for (let i = element; i > 0; i = tail.parent[i] ?? 0) out.push(tail.hundredth[i] ?? 0)
  return out
}
