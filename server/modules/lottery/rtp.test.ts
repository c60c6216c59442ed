import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ANIMALS,
  type Animal,
  animalNumbers,
  type MarkSixBet,
  markSixColour,
  markSixOddsIndex,
  POSITIONS,
  type RacingBet,
  racingOddsIndex,
  yearAnimal,
} from '#engine/index.ts'
import { manualClock } from '../../clock.ts'
import { testApp } from '../../test/harness.ts'
import { seedDemo } from '../demo/seed.ts'

/**
 * Return to player of every Mark Six, PK10 and airship pick, from the odds the server serves
 * (GET marksix/odds?game=, GET {game}/odds) and the exact probability that the pick wins: balls
 * covered out of 49 for the special number, exact combinatorics for the six numbers and all
 * seven, positions and ordered pairs of cars for racing. A refund (a side bet on special 49)
 * returns the stake. RTP is kept as an exact fraction and compared with 1 in integers.
 */

let t: Awaited<ReturnType<typeof testApp>>
// A Friday evening in the lunar year of the horse: galloping and Macau draw on 2027-02-05 (horse),
// Hong Kong next on Saturday 2027-02-06, the first day of the goat (markets.md), so the year's animal
// differs between the regions' next draws and the served odds must follow each draw's own year.
const NOW = new Date('2027-02-05T12:00:00Z')

beforeAll(async () => {
  t = await testApp({ clock: manualClock(NOW) })
  await t.app.jobs.drawTick()
})
afterAll(() => t.close())

const get = async (url: string) => (await t.app.inject({ url: `/sports/${url}` })).json().data

interface Served {
  index: number
  top: string
  prop: string
  odd: string
}

/** A fraction of two bigints. */
type Fraction = [bigint, bigint]

const choose = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n
  let c = 1n
  for (let i = 1; i <= k; i++) c = (c * BigInt(n - k + i)) / BigInt(i)
  return c
}
const SEVEN = choose(49, 7)

/** Odds text ("11.500") as an exact fraction. */
function oddsFraction(text: string): Fraction {
  const [whole = '0', fraction = ''] = text.split('.')
  return [BigInt(whole + fraction), 10n ** BigInt(fraction.length)]
}

/** odds × P(win) × share + P(refund), with P(win) = win/total and P(refund) = refund/total. */
function rtp(odds: string, win: bigint, total: bigint, refund = 0n, share: Fraction = [1n, 1n]): Fraction {
  const [o, scale] = oddsFraction(odds)
  return [o * win * share[0] + refund * scale * share[1], total * scale * share[1]]
}

const percent = ([n, d]: Fraction) => `${(Number((n * 1_000_000n) / d) / 10_000).toFixed(2)} %`

/** Every subset of `items` of the given size. */
function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]]
  return items.flatMap((first, i) => subsets(items.slice(i + 1), size - 1).map((rest) => [first, ...rest]))
}

const NUMBERS = Array.from({ length: 49 }, (_, i) => i + 1)
const SIDES = ['big', 'small', 'odd', 'even'] as const
const COLOURS = ['red', 'blue', 'green'] as const
/** Big ≥ 25, small ≤ 24, odd, even; 49 is neither (a tie). */
const sideHolds = (n: number, side: (typeof SIDES)[number]) =>
  side === 'big' ? n >= 25 : side === 'small' ? n <= 24 : (n % 2 === 1) === (side === 'odd')

interface Pick {
  /** the market a pick belongs to: its odds row and the class of picks with the same chance */
  market: string
  rtp: Fraction
}

/** One number's chance on one draw position (or the special number): covered balls of 49, 49 a tie for sides. */
function oneNumber(covered: (n: number) => boolean, odds: string, sideBet = false): Fraction {
  const tie = sideBet ? 1n : 0n
  const wins = NUMBERS.filter((n) => !(sideBet && n === 49) && covered(n)).length
  return rtp(odds, BigInt(wins), 49n, tie)
}

/** Every pick of a Mark Six table for a draw on `date`. */
function markSixPicks(game: string, table: Served[], date: string): Pick[] {
  const year = yearAnimal(date)
  const owned = new Map(ANIMALS.map((a) => [a, animalNumbers(a, date)]))
  const balls = (animal: Animal) => owned.get(animal) ?? []
  const rows = new Map(table.map((r) => [r.index, r]))
  const picks: Pick[] = []
  const add = (bet: MarkSixBet, what: string, value: (odds: string) => Fraction) => {
    const index = markSixOddsIndex(bet, date)
    const row = rows.get(index)
    if (!row) throw new Error(`${game}: no odds row ${index} for ${JSON.stringify(bet)}`)
    picks.push({
      market: `${game} ${row.top}/${row.prop} #${index} ${what} @ ${row.odd}`,
      rtp: value(row.odd),
    })
  }
  for (const n of NUMBERS)
    add({ type: 'specialCode', number: n }, 'a number', (o) => oneNumber((m) => m === n, o))
  for (const side of SIDES)
    add({ type: 'specialCodeSide', side }, side, (o) => oneNumber((m) => sideHolds(m, side), o, true))
  for (const colour of COLOURS)
    add({ type: 'specialCodeColor', colour }, colour, (o) => oneNumber((m) => markSixColour(m) === colour, o))
  for (const animal of ANIMALS)
    add(
      { type: 'specialCodeAnimal', animal },
      animal === year ? "the year's animal" : 'another animal',
      (o) => oneNumber((m) => balls(animal).includes(m), o),
    )
  for (let size = 2; size <= 9; size++) {
    for (const animals of subsets(ANIMALS, size)) {
      const covered = new Set(animals.flatMap(balls))
      add(
        { type: 'specialCodeMergeAnimal', animals },
        `${size} animals${animals.includes(year) ? " with the year's" : ''} (${covered.size} balls)`,
        (o) => oneNumber((m) => covered.has(m), o),
      )
    }
  }
  for (let tail = 0; tail <= 9; tail++) {
    const ofTail = NUMBERS.filter((n) => n % 10 === tail)
    add({ type: 'specialCodeTail', tail }, `tail ${ofTail.length} balls`, (o) =>
      oneNumber((m) => m % 10 === tail, o),
    )
    // any of the seven numbers ends in the tail: 1 − C(49 − covered, 7) / C(49, 7)
    add({ type: 'tail', tail }, `tail ${ofTail.length} balls`, (o) =>
      rtp(o, SEVEN - choose(49 - ofTail.length, 7), SEVEN),
    )
  }
  // Each L-animal combination is one bet: it wins when every animal in it is among the seven
  // numbers (inclusion–exclusion over the animals missing), and pays 85% holding the year's animal.
  for (const level of [1, 2, 3, 4, 5] as const) {
    for (const combo of subsets(ANIMALS, level)) {
      let all = 0n
      for (let missing = 0; missing <= level; missing++) {
        for (const gone of subsets(combo, missing)) {
          const left = 49 - gone.reduce((s, a) => s + balls(a).length, 0)
          all += (missing % 2 ? -1n : 1n) * choose(left, 7)
        }
      }
      const withYear = combo.includes(year)
      add(
        { type: 'specialCodeCombinationZodiacs', level, animals: combo },
        `${level} animals${withYear ? " with the year's" : ''}`,
        (o) => rtp(o, all, SEVEN, 0n, withYear ? [85n, 100n] : [1n, 1n]),
      )
    }
  }
  // Each of the six positions is as likely to hold any number as the special number is.
  for (const position of POSITIONS) {
    for (const n of NUMBERS)
      add({ type: 'numberCode', position, number: n }, 'a number', (o) => oneNumber((m) => m === n, o))
    for (const side of SIDES)
      add({ type: 'numberCodeSide', position, side }, side, (o) =>
        oneNumber((m) => sideHolds(m, side), o, true),
      )
    for (const colour of COLOURS)
      add({ type: 'numberCodeColor', position, colour }, colour, (o) =>
        oneNumber((m) => markSixColour(m) === colour, o),
      )
  }
  return picks
}

const CARS = Array.from({ length: 10 }, (_, i) => i + 1)
/** The 90 ordered (champion, runner-up) pairs. */
const PAIRS = CARS.flatMap((a) => CARS.filter((b) => b !== a).map((b) => [a, b] as const))

function racingPicks(game: string, table: Served[]): Pick[] {
  const picks: Pick[] = []
  const add = (bet: RacingBet, what: string, wins: number, total: number) => {
    const index = racingOddsIndex(bet)
    const row = table.find((r) => r.index === index)
    if (!row) throw new Error(`${game}: no odds row ${index} for ${JSON.stringify(bet)}`)
    picks.push({
      market: `${game} ${row.top}/${row.prop} #${index} ${what} @ ${row.odd}`,
      rtp: rtp(row.odd, BigInt(wins), BigInt(total)),
    })
  }
  const carSide = (car: number, side: (typeof SIDES)[number]) =>
    side === 'big' ? car >= 6 : side === 'small' ? car <= 5 : (car % 2 === 1) === (side === 'odd')
  for (const position of CARS) {
    for (const side of SIDES)
      add({ type: 'twoSide', position, side }, side, CARS.filter((c) => carSide(c, side)).length, 10)
    for (const car of CARS) add({ type: 'position', position, car }, 'a car', 1, 10)
  }
  const sumSide = (s: number, side: (typeof SIDES)[number]) =>
    side === 'big' ? s > 11 : side === 'small' ? s <= 11 : (s % 2 === 1) === (side === 'odd')
  for (const side of SIDES) {
    const wins = PAIRS.filter(([a, b]) => sumSide(a + b, side)).length
    add({ type: 'sumSide', side }, `${side} (${wins} of 90 ordered pairs)`, wins, 90)
  }
  for (let value = 3; value <= 19; value++) {
    const wins = PAIRS.filter(([a, b]) => a + b === value).length
    add({ type: 'sum', value }, `sum of ${wins} of 90 ordered pairs`, wins, 90)
  }
  // position p against 11 − p: two distinct cars, either is the higher in half the orders
  for (const position of [1, 2, 3, 4, 5])
    for (const pick of ['dragon', 'tiger'] as const)
      add({ type: 'dragonTiger', position, pick }, pick, 45, 90)
  return picks
}

/** The markets (odds row and class of equally likely picks) and their highest RTP. */
function markets(picks: readonly Pick[]) {
  const out = new Map<string, { rtp: Fraction; picks: number }>()
  for (const p of picks) {
    const seen = out.get(p.market)
    const higher = !seen || p.rtp[0] * seen.rtp[1] > seen.rtp[0] * p.rtp[1]
    out.set(p.market, { rtp: higher ? p.rtp : (seen?.rtp ?? p.rtp), picks: (seen?.picks ?? 0) + 1 })
  }
  return out
}

/** Every market's highest RTP at the odds served now, and those at 100 % or more. */
async function servedMarkets() {
  const picks: Pick[] = []
  const dates = new Map<string, string>()
  for (const game of [
    'hkmarksix',
    'ammarksix',
    'newammarksix',
    'twnmarksix',
    'sgnmarksix',
    'gallopingmarksix',
  ]) {
    const { next } = await get(game)
    const date = String(next.draw_at).slice(0, 10)
    dates.set(game, date)
    picks.push(...markSixPicks(game, await get(`marksix/odds?game=${game}`), date))
  }
  for (const game of ['pk10', 'airship']) picks.push(...racingPicks(game, await get(`${game}/odds`)))
  const all = markets(picks)
  const failing = [...all]
    .filter(([, m]) => m.rtp[0] >= m.rtp[1])
    .map(([market, m]) => `${market}: ${percent(m.rtp)} (${m.picks} picks)`)
  return { dates, count: all.size, failing }
}

describe('the house keeps its edge on every market (issue 27)', () => {
  it('no Mark Six, PK10 or airship pick returns 100 % or more at the odds served for its draw', async () => {
    const { dates, count, failing } = await servedMarkets()
    // the regions' next draws fall in two lunar years: the year's animal is priced per draw
    expect(new Set([...dates.values()].map(yearAnimal))).toEqual(new Set(['horse', 'goat']))
    expect({ markets: count, failing }).toEqual({ markets: count, failing: [] })
  })

  it('a demo database seeded before picks were priced by what they cover gets their entries on start', async () => {
    // the tables as they were: one entry per bet type, the tail at 1.8
    await t.database.db.execute(
      sql`delete from lottery_odds where (family = 'marksix' and index >= 30) or (family = 'racing' and index >= 27)`,
    )
    await t.database.db.execute(
      sql`update lottery_odds set odd = 1.8 where family = 'marksix' and index = 29`,
    )
    await t.database.db.execute(sql`update lottery_odds set odd = 2.05 where game = 'pk10' and index = 10`)
    await seedDemo(t.database.db, t.app.log)
    expect((await servedMarkets()).failing).toEqual([])
    // an operator's own price stays
    expect(((await get('pk10/odds')) as Served[]).find((r) => r.index === 10)?.odd).toBe('2.050')
    await t.database.db.execute(sql`update lottery_odds set odd = 2.1 where game = 'pk10' and index = 10`)
  })

  it("takes each pick at the odds served for it on its draw: the year's animal of that draw, the set's size", async () => {
    const token = await t.signUp('edgeplayer', '500')
    const auth = { authorization: `Bearer ${token}` }
    let key = 0
    const place = async (url: string, body: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/sports/${url}`,
        headers: { ...auth, 'idempotency-key': `edge-${key++}-ticket` },
        payload: body,
      })
      expect(res.json().code, JSON.stringify(res.json())).toBe(0)
    }
    // a bet's fields in one order (jsonb keeps its own)
    const keyOf = (game: string, bet: object) =>
      `${game} ${JSON.stringify(Object.fromEntries(Object.entries(bet).sort(([a], [b]) => (a < b ? -1 : 1))))}`
    const served = new Map<string, string>()
    const picks: [string, MarkSixBet][] = [
      ['ammarksix', { type: 'specialCodeAnimal', animal: 'horse' }],
      ['ammarksix', { type: 'specialCodeAnimal', animal: 'goat' }],
      ['hkmarksix', { type: 'specialCodeAnimal', animal: 'horse' }],
      ['hkmarksix', { type: 'specialCodeAnimal', animal: 'goat' }],
      ['hkmarksix', { type: 'specialCodeMergeAnimal', animals: ANIMALS.slice(0, 9) }],
      ['hkmarksix', { type: 'specialCodeMergeAnimal', animals: ['rat', 'ox'] }],
    ]
    for (const [game, bet] of picks) {
      const { next } = await get(game)
      const index = markSixOddsIndex(bet, String(next.draw_at).slice(0, 10))
      const table = (await get(`marksix/odds?game=${game}`)) as Served[]
      served.set(keyOf(game, bet), table.find((r) => r.index === index)?.odd ?? '')
      await place('marksix/bet', { game, match_id: next.match_id, items: [{ bet, amount: '1' }] })
    }
    for (const bet of [
      { type: 'sumSide', side: 'small' },
      { type: 'sumSide', side: 'big' },
      { type: 'sum', value: 3 },
    ] as RacingBet[]) {
      const { next } = await get('pk10/last')
      const table = (await get('pk10/odds')) as Served[]
      served.set(keyOf('pk10', bet), table.find((r) => r.index === racingOddsIndex(bet))?.odd ?? '')
      await place('pk10/bet', { match_id: next.match_id, items: [{ bet, amount: '1' }] })
    }
    const mine = (await t.app.inject({ url: '/sports/lottery/mybet?limit=50', headers: auth })).json()
      .data as {
      game: string
      bet: object
      odds: string
    }[]
    const taken = new Map(mine.map((b) => [keyOf(b.game, b.bet), b.odds]))
    expect(taken).toEqual(served)
    // the horse is the year's animal on Macau's draw, the goat on Hong Kong's the next day
    const animal = (game: string, a: Animal) =>
      served.get(keyOf(game, { type: 'specialCodeAnimal', animal: a }))
    expect(animal('ammarksix', 'horse')).toBe(animal('hkmarksix', 'goat'))
    expect(animal('ammarksix', 'goat')).toBe(animal('hkmarksix', 'horse'))
    expect(animal('ammarksix', 'goat')).not.toBe(animal('ammarksix', 'horse'))
  })
})
