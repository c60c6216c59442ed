import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from '../test/harness.ts'
import { boGet, boPost, signInOperator } from '../test/operators.ts'

/**
 * Every route that takes a day or a moment, given the years no one means (0000, 0001, 0999,
 * 10000) and the first and last days a request may name (1000-01-01, 9999-12-31), by a player and
 * by the demo admin. Out of range is the usual 400 `invalidDate` on the field; in range is read,
 * never a 5xx (the end of 9999-12-31 is past what PostgreSQL is sent as an ISO timestamp).
 */
let t: Awaited<ReturnType<typeof testApp>>
let player: string
let admin: string

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: 'off' } })
  player = await t.signUp('datesplayer', '50')
  admin = (await signInOperator(t)).token
}, 60_000)
afterAll(() => t?.close())

const OUT_OF_RANGE = ['0000-01-01', '0001-01-01', '0999-12-31', '10000-01-01']
const EDGES = ['1000-01-01', '9999-12-31']

/** Each route that reads days, with the query naming `d` (both ends, or one). */
const PLAYER_ROUTES = (d: string) => [
  `/sports/member/bet/statistics?start_date=${d}&end_date=${d}`,
  `/sports/member/bet/statistics?end_date=${d}`,
  `/sports/member/account/summary?start_date=${d}&end_date=${d}`,
  `/sports/member/account/summary?end_date=${d}`,
  `/sports/member/change_log?start_date=${d}&end_date=${d}`,
  `/sports/pg2/games/statistics?game_id=28&start_date=${d}&end_date=${d}`,
  `/sports/winfinity/games/statistics?game_id=29&start_date=${d}&end_date=${d}`,
]
const BACKOFFICE_ROUTES = (d: string) => [
  `/dashboard?from=${d}&to=${d}`,
  `/dashboard?to=${d}`,
  `/audit?from=${d}&to=${d}`,
  `/withdrawals?from=${d}&to=${d}`,
  `/deposits?from=${d}&to=${d}`,
  `/matches?from=${d}&to=${d}`,
]
const playerGet = (url: string) => t.app.inject({ url, headers: { authorization: `Bearer ${player}` } })

describe('days outside the years 1000–9999', () => {
  it('every report, history and dashboard range answers 400 invalidDate, never a 5xx', async () => {
    const answers: string[] = []
    for (const d of OUT_OF_RANGE) {
      for (const url of PLAYER_ROUTES(d)) {
        const res = await playerGet(url)
        answers.push(`${url} ${res.statusCode} ${res.json().msg}`)
      }
      for (const url of BACKOFFICE_ROUTES(d)) {
        const res = await boGet(t, url, admin)
        answers.push(`${url} ${res.statusCode} ${res.json().msg}`)
      }
    }
    expect(answers.filter((a) => !a.endsWith(' 400 invalidDate'))).toEqual([])
  })

  it('the first and the last day are read like any other', async () => {
    const answers: string[] = []
    for (const d of EDGES) {
      for (const url of PLAYER_ROUTES(d)) {
        const res = await playerGet(url)
        answers.push(`${url} ${res.statusCode} ${res.json().msg}`)
      }
      for (const url of BACKOFFICE_ROUTES(d)) {
        const res = await boGet(t, url, admin)
        answers.push(`${url} ${res.statusCode} ${res.json().msg}`)
      }
    }
    // One end alone makes a range up to today (or from it): too long, said as such.
    const tooLong = (a: string) => /(\?end_date|\?to)=/.test(a) && a.endsWith(' 400 dateRangeTooLong')
    expect(answers.filter((a) => !a.endsWith(' 200 success') && !tooLong(a))).toEqual([])
    const statistics = await playerGet(
      '/sports/member/bet/statistics?start_date=9999-12-31&end_date=9999-12-31',
    )
    expect(statistics.json().data).toMatchObject({ start_date: '9999-12-31', total: { count: 0 } })
  })
})

describe('moments outside the years 1000–9999', () => {
  const slide = (startsAt: string | null, endsAt: string | null) => ({
    pic: '/images/slides/sports.svg',
    title: { en: 'Far away' },
    url: '/sport/soccer',
    startsAt,
    endsAt,
    reason: 'date edges',
  })
  const notice = (startsAt: string | null, endsAt: string | null) => ({
    kind: 'public',
    title: { en: 'Far away' },
    body: { en: 'A notice at the edge of time' },
    startsAt,
    endsAt,
    reason: 'date edges',
  })
  const campaign = (starts_at: string, ends_at: string | null) => ({
    kind: 'first_deposit',
    name: 'Edge of time',
    rules: { percent: 100, cap: '10' },
    payout: 'bonus',
    wager_multiple: 1,
    weights: { sport: 100, cricket: 100, lottery: 100 },
    claim_days: 5,
    wager_days: 5,
    starts_at,
    ends_at,
  })

  it('a slide, a notice or a campaign from year 0 or until year 10000 answers 400 invalidDate', async () => {
    const answers: string[] = []
    for (const [early, late] of [
      ['0001-01-01T00:00:00+14:00', '2026-01-01T00:00:00Z'],
      ['0999-12-31T23:59:59Z', '2026-01-01T00:00:00Z'],
      ['2026-01-01T00:00:00Z', '9999-12-31T23:00:00-05:00'],
      ['2026-01-01T00:00:00Z', '+010000-01-01T00:00:00Z'],
    ] as const) {
      for (const [path, body] of [
        ['/content/slides', slide(early, late)],
        ['/notices', notice(early, late)],
        ['/campaigns/preview', campaign(early, late)],
      ] as const) {
        const res = await boPost(t, path, body, admin)
        answers.push(`${path} ${early}..${late} ${res.statusCode} ${res.json().msg}`)
      }
    }
    expect(answers.filter((a) => !a.endsWith(' 400 invalidDate'))).toEqual([])
  })

  it('the first and last moments of the range are taken', async () => {
    const from = '1000-01-01T00:00:00Z'
    const until = '9999-12-31T23:59:59Z'
    expect((await boPost(t, '/content/slides', slide(from, until), admin)).json().code).toBe(0)
    expect((await boPost(t, '/notices', notice(from, until), admin)).json().code).toBe(0)
    expect((await boPost(t, '/campaigns/preview', campaign(from, until), admin)).json().code).toBe(0)
  })
})
