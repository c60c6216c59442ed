import { count, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { z } from 'zod'
import { manualClock } from '../clock.ts'
import { ledgerEntries, users } from '../db/schema.ts'
import { playerBalance } from '../modules/ledger/index.ts'
import { testApp } from '../test/harness.ts'
import {
  CORE_HOSTILE,
  DATE_EDGES,
  looksDated,
  MISSING,
  mixedPart,
  objectShape,
  plausible,
  withField,
} from '../test/malformed.ts'
import { signInOperator } from '../test/operators.ts'
import { type CatalogEntry, routesOf } from './routeCatalog.ts'

/**
 * Every registered route gets malformed input derived from its own schema (wrong types, NUL
 * bytes, lone surrogates, huge strings, impossible dates, years outside 1000–9999, extreme
 * numbers, missing and extra fields, bad JSON), from a visitor and from a signed-in player. No answer may be a 5xx, every
 * answer is the { code, msg, data } envelope, and the player's money does not move. Fixed seed
 * and a bounded number of requests, so a run is repeatable and quick.
 */

const SEED = 20_261_123
const RANDOM_PER_ROUTE = 12

type Schema = z.core.$ZodType
interface Fuzzed {
  query?: unknown
  params?: unknown
  body?: unknown
  /** A body sent as it is, with its content type (bad JSON, a form, plain text). */
  raw?: { payload: string; type: string }
}

const BAD_BODIES: readonly { payload: string; type: string }[] = [
  { payload: '{', type: 'application/json' },
  { payload: '{"a":1', type: 'application/json' },
  { payload: '', type: 'application/json' },
  { payload: 'null', type: 'application/json' },
  { payload: '"text"', type: 'application/json' },
  { payload: '[1,2]', type: 'application/json' },
  { payload: '1e99999', type: 'application/json' },
  { payload: '{"__proto__":{"polluted":true}}', type: 'application/json' },
  { payload: '{"a":"\\u0000"}', type: 'application/json' },
  { payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, type: 'application/json' },
  { payload: 'a=%00&b=%ED%A0%80&c=%', type: 'application/x-www-form-urlencoded' },
  { payload: 'hello', type: 'text/plain' },
  { payload: '<x/>', type: 'application/xml' },
]

/** Percent-encodes anything, lone surrogates included (as the invalid UTF-8 a raw client sends). */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : value === null ? '' : JSON.stringify(value)
  let out = ''
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0
    if (code >= 0xd800 && code <= 0xdfff)
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`
    else out += encodeURIComponent(ch)
  }
  return out
}

function queryString(query: unknown): string {
  if (query === undefined) return ''
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return `?q=${encode(query)}`
  const pairs = Object.entries(query).flatMap(([k, v]) =>
    (Array.isArray(v) ? v : [v]).map((item) => `${encode(k)}=${encode(item)}`),
  )
  return pairs.length ? `?${pairs.join('&')}` : ''
}

function pathWith(url: string, params: unknown): string {
  const values = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>
  return url.replace(/:(\w+)/g, (_m, name: string) => {
    const v = values[name] ?? values['*']
    const text = encode(v === undefined ? 'x' : v)
    return text === '' ? 'x' : text
  })
}

const partsOf = (route: CatalogEntry) => {
  const s = (route.schema ?? {}) as Partial<Record<'body' | 'querystring' | 'params', Schema>>
  return { query: s.querystring, params: s.params, body: s.body }
}
const takesBody = (method: string) => method !== 'GET' && method !== 'HEAD'

/**
 * An input every part of which its route's own schema accepts is a real request, not a malformed
 * one: a transfer of a plausible amount is a transfer. Money it moves is the route doing its job.
 */
function wellFormed(route: CatalogEntry, input: Fuzzed): boolean {
  if (input.raw) return false
  const parts = partsOf(route)
  return (Object.entries(parts) as [keyof typeof parts, Schema | undefined][]).every(([name, schema]) =>
    // A part without a schema is not read by the route (a path without parameters, say).
    schema ? z.safeParse(schema, input[name]).success : true,
  )
}

/** Systematic cases: each top-level field of each part gets each core hostile value, or goes missing. */
function targeted(route: CatalogEntry, seed: number): Fuzzed[] {
  const parts = partsOf(route)
  const base: Fuzzed = {}
  for (const [name, schema] of Object.entries(parts) as [keyof typeof parts, Schema | undefined][])
    if (schema) base[name] = fc.sample(plausible(schema), { seed, numRuns: 1 })[0]
  const cases: Fuzzed[] = []
  for (const [name, schema] of Object.entries(parts) as [keyof typeof parts, Schema | undefined][]) {
    const shape = objectShape(schema)
    if (!shape) continue
    const part = (base[name] ?? {}) as Record<string, unknown>
    for (const field of Object.keys(shape)) {
      // The plausible value with a NUL or a lone surrogate inside keeps its length and shape.
      const near = typeof part[field] === 'string' ? [`${part[field]}\u0000`, `\uD800${part[field]}`] : []
      for (const value of [...CORE_HOSTILE, ...near, MISSING])
        cases.push({ ...base, [name]: withField(part, field, value) })
    }
    // Every field that takes a day or a moment, all at once (a range's both ends), at each edge of
    // the years a request may name: one end alone would stop at the other's random, invalid day.
    const dated = Object.keys(shape).filter((field) => looksDated(part[field]))
    for (const edge of dated.length ? DATE_EDGES : [])
      cases.push({ ...base, [name]: { ...part, ...Object.fromEntries(dated.map((field) => [field, edge])) } })
  }
  if (takesBody(route.method)) for (const raw of BAD_BODIES) cases.push({ ...base, raw })
  return cases
}

/** Random cases: every part mixed plausible and hostile at once. */
function random(route: CatalogEntry, seed: number): Fuzzed[] {
  const parts = partsOf(route)
  const arb = fc.record({
    query: parts.query ? mixedPart(parts.query) : fc.constant(undefined),
    // A path parameter without a schema still gets random text.
    params: parts.params
      ? mixedPart(parts.params)
      : fc.string({ maxLength: 40 }).map((any) => ({ '*': any })),
    body: parts.body ? mixedPart(parts.body) : fc.constant(undefined),
  })
  return fc.sample(arb, { seed, numRuns: RANDOM_PER_ROUTE })
}

let t: Awaited<ReturnType<typeof testApp>>
let token: string
/** The demo admin's session: back-office routes are fuzzed past their guard too. */
let operatorToken: string
let playerId: number
let sent = 0
let keys = 0

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: 'off' }, clock: manualClock(new Date('2026-11-21T12:00:00Z')) })
  token = await t.signUp('fuzzplayer', '100')
  playerId = (
    await t.app.inject({ url: '/sports/member/info', headers: { authorization: `Bearer ${token}` } })
  ).json().data.user_id
  // Today's check-in is the player's one bodyless money action: done here, so a fuzzed one must
  // move nothing (the same site day, refused).
  await t.app.inject({
    method: 'POST',
    url: '/activities/api/v1/benefit/check_in',
    headers: { authorization: `Bearer ${token}` },
  })
  operatorToken = (await signInOperator(t)).token
  // Listening, as the server runs: the back office's live tables reach the live studio's operator
  // API over HTTP at our own address (an unreachable studio is a 502, not an answer to the input).
  await t.app.listen({ port: 0, host: '127.0.0.1' })
}, 60_000)
afterAll(() => t?.close())

/** The player's money, read from the ledger itself (a fuzzed break ends the player's sessions). */
const money = async () => ({
  balance: String(await playerBalance(t.database.db, playerId)),
  entries: (await t.database.db.select({ n: count() }).from(ledgerEntries))[0]?.n,
})

type Caller = 'visitor' | 'player' | 'operator'
const isBackoffice = (route: CatalogEntry) => route.url.startsWith('/backoffice/api/')

/**
 * An operator's actions on a player exist to change them (lock, end sessions, adjust the balance):
 * a fuzzed id that would name a real player names one that does not exist, so these routes are
 * still fuzzed past their guard without locking the fuzz's own player or moving money on purpose.
 */
const PLAYER_ACTION = /^\/backoffice\/api\/players\/:id\/./
const NO_PLAYER = 2 ** 31 - 1
function aimedAway(route: CatalogEntry, input: Fuzzed, caller: Caller): Fuzzed {
  if (caller !== 'operator' || route.method !== 'POST' || !PLAYER_ACTION.test(route.url)) return input
  const params = (input.params && typeof input.params === 'object' ? input.params : {}) as Record<
    string,
    unknown
  >
  const id = Number(typeof params.id === 'string' ? params.id.trim() : params.id)
  return Number.isInteger(id) && id >= 1 && id <= NO_PLAYER
    ? { ...input, params: { ...params, id: NO_PLAYER } }
    : input
}

async function send(route: CatalogEntry, fuzzed: Fuzzed, caller: Caller) {
  const input = aimedAway(route, fuzzed, caller)
  const headers: Record<string, string> = { 'idempotency-key': `fuzz-${keys++}-request` }
  if (caller !== 'visitor') headers.authorization = `Bearer ${caller === 'player' ? token : operatorToken}`
  let payload: string | undefined
  if (input.raw) {
    headers['content-type'] = input.raw.type
    payload = input.raw.payload
  } else if (takesBody(route.method) && input.body !== undefined) {
    headers['content-type'] = 'application/json'
    payload = JSON.stringify(input.body)
  }
  sent++
  return t.app.inject({
    method: route.method as 'GET',
    url: pathWith(route.url, input.params) + queryString(input.query),
    headers,
    ...(payload === undefined ? {} : { payload }),
  })
}

/** What a failure looks like in the report: enough to replay it by hand. */
const describeCase = (route: CatalogEntry, input: Fuzzed, caller: Caller) =>
  `${route.method} ${route.url} (${caller}) ${JSON.stringify(input, (_k, v) =>
    typeof v === 'string' && v.length > 60 ? `${v.slice(0, 20)}…(${v.length})` : v,
  )}`

/**
 * Each route's seed comes from its own method and path, not its place in the list: a route added
 * elsewhere leaves every other route's inputs as they were.
 */
function seedOf(route: CatalogEntry): number {
  let h = SEED
  for (const ch of `${route.method} ${route.url}`)
    h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0
  return h % 2_000_000_000
}

const SOCKETS = new Set(['/wss-new', '/otherChat/ws', '/backoffice/api/chat/socket'])

it('no route answers a malformed request with a 5xx, anything but the envelope, or a change of money', async () => {
  const routes = routesOf(t.app).filter(
    // HEAD mirrors GET; the static fallback serves the app's pages and the sockets are WebSocket
    // upgrades (their plain-GET answer is @fastify/websocket's), neither is the API; nor is
    // Prometheus's scrape, which answers in its own text format and takes no input.
    (r) => r.method !== 'HEAD' && r.url !== '/*' && !SOCKETS.has(r.url) && r.url !== '/metrics',
  )
  expect(routes.length).toBeGreaterThan(60)
  // What the money should be now: moved only by well-formed requests, never by malformed ones.
  let expected = await money()
  const failures: string[] = []
  let serverErrors = 0
  let realMoves = 0
  /** `expected` was read after the last request sent: nothing has been sent since. */
  let justRead = false
  for (const route of routes) {
    const seed = seedOf(route)
    const inputs = [...targeted(route, seed), ...random(route, seed)]
    for (const [index, input] of inputs.entries()) {
      const everyone: Caller[] = isBackoffice(route)
        ? ['visitor', 'player', 'operator']
        : ['visitor', 'player']
      const real = wellFormed(route, input)
      // An input its schema refuses never reaches the handler: whoever sends it meets the same
      // guard (it runs first) and then the same validation, so each such input goes once, the
      // callers taking turns, and every caller still sends every route its share of them. What
      // the schema lets through reaches the handler, where the caller matters: sent by each.
      const callers = real ? everyone : [everyone[index % everyone.length] as Caller]
      for (const caller of callers) {
        if (real && !justRead) {
          // Whatever malformed input moved so far is reported before the real request's own move
          // is taken as the new expectation (read just now if the last request was a real one).
          const now = await money()
          if (now.entries !== expected.entries || now.balance !== expected.balance)
            failures.push(`money moved: ${route.method} ${route.url}`)
        }
        const res = await send(route, input, caller)
        justRead = false
        if (real) {
          const after = await money()
          if (after.entries !== expected.entries) realMoves++
          expected = after
          justRead = true
        } else if (process.env.FUZZ_REPORT) {
          // Slower, so only on request: names the very input that moved money.
          const after = await money()
          if (after.entries !== expected.entries) {
            console.info(
              `moved by ${describeCase(route, input, caller)} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
            )
            expected = after
          }
        }
        const where = describeCase(route, input, caller)
        if (res.statusCode >= 500) {
          serverErrors++
          failures.push(`${res.statusCode} ${where}`)
          continue
        }
        // The sandbox payment page is a page a person sees, errors included, not an API answer.
        if (route.url.startsWith('/sandbox/') && String(res.headers['content-type']).startsWith('text/html'))
          continue
        let body: unknown
        try {
          body = res.json()
        } catch {
          failures.push(`not JSON (${res.statusCode} ${res.headers['content-type']}) ${where}`)
          continue
        }
        const env = body as Record<string, unknown>
        if (
          Object.keys(env).sort().join() !== 'code,data,msg' ||
          typeof env.code !== 'number' ||
          typeof env.msg !== 'string'
        )
          failures.push(`not the envelope ${res.body.slice(0, 120)} ${where}`)
      }
    }
    const now = justRead ? expected : await money()
    if (now.entries !== expected.entries || now.balance !== expected.balance) {
      failures.push(`money moved: ${route.method} ${route.url}`)
      expected = now
    }
    // A fuzzed sign-out (or break) may have ended the player's session: sign in again, the money
    // check needs it.
    const me = await t.app.inject({
      url: '/sports/member/info',
      headers: { authorization: `Bearer ${token}` },
    })
    if (me.statusCode === 401) {
      // A well-formed time-out or self-exclusion holds, and no route lifts it: lifted here by hand
      // so the walk goes on as the same player (under the account name the walk may have given it).
      const [player] = await t.database.db
        .update(users)
        .set({ excludedUntil: null })
        .where(eq(users.id, playerId))
        .returning({ account: users.account })
      token = (await t.signIn(player?.account, 'Secret123')).token
    }
    // A fuzzed back-office sign-out ends the operator's session the same way.
    const operator = await t.app.inject({
      url: '/backoffice/api/me',
      headers: { authorization: `Bearer ${operatorToken}` },
    })
    if (operator.statusCode === 401) operatorToken = (await signInOperator(t)).token
    justRead = false
  }
  console.info(
    `fuzz: ${routes.length} routes, ${sent} requests, ${serverErrors} answered 5xx, ${realMoves} well-formed requests moved money`,
  )
  if (process.env.FUZZ_REPORT) console.info(failures.join('\n'))
  expect(failures.slice(0, 40)).toEqual([])
  expect(await money()).toEqual(expected)
}, 600_000)
