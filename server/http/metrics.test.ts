import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../clock.ts'
import { fakeBuild, PRODUCTION_ENV, testApp } from '../test/harness.ts'

let t: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  t = await testApp({ clock: manualClock(new Date('2026-11-23T08:00:00Z')) })
})
afterAll(() => t.close())

const scrape = async () => {
  const res = await t.app.inject({ url: '/metrics' })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
  return res.body
}

/** A sample's value by its name and labels (in any order), or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string>) {
  for (const line of text.split('\n')) {
    const m = /^([a-z_]+)\{([^}]*)\} (\S+)$/.exec(line)
    if (!m || m[1] !== name) continue
    const got = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]))
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(m[3])
  }
  return undefined
}

describe('GET /metrics', () => {
  it('counts requests by route template and status, placements by outcome, refusals by reason and job runs', async () => {
    const token = await t.signUp('metricsfan', '100')
    const auth = { authorization: `Bearer ${token}` }
    await t.app.jobs.drawTick()
    const { next } = (await t.app.inject({ url: '/sports/hkmarksix' })).json().data
    await t.app.inject({ url: '/sports/not-a-route-at-all' })
    const ticket = (key: string, amount: string) =>
      t.app.inject({
        method: 'POST',
        url: '/sports/marksix/bet',
        headers: { ...auth, 'idempotency-key': key },
        payload: {
          game: 'hkmarksix',
          match_id: next.match_id,
          items: [{ bet: { type: 'specialCodeSide', side: 'big' }, amount }],
        },
      })
    expect((await ticket('metrics-ticket-1', '5')).json().code).toBe(0)
    // More than the player has: refused, and counted by its reason.
    const refused = await ticket('metrics-ticket-2', '5000')
    expect(refused.json().code).not.toBe(0)
    await t.app.jobs.drawTick()

    // The request id the log lines carry goes back to the caller.
    expect(refused.headers['x-request-id']).toMatch(/\S/)
    const text = await scrape()
    expect(
      sample(text, 'http_request_duration_seconds_count', { route: '/sports/hkmarksix', status: '200' }),
    ).toBe(1)
    // A made-up path is one label, whatever the path: labels stay few.
    expect(sample(text, 'http_request_duration_seconds_count', { route: 'unmatched', status: '404' })).toBe(1)
    expect(text).not.toContain('not-a-route-at-all')
    expect(
      sample(text, 'bet_placement_duration_seconds_count', { product: 'lottery', outcome: 'placed' }),
    ).toBe(1)
    expect(
      sample(text, 'bet_placement_duration_seconds_count', { product: 'lottery', outcome: 'refused' }),
    ).toBe(1)
    expect(sample(text, 'bet_refusals_total', { product: 'lottery', reason: refused.json().msg })).toBe(1)
    expect(sample(text, 'job_duration_seconds_count', { job: 'drawTick', outcome: 'ok' })).toBe(2)
    expect(text).toMatch(/^websocket_connections 0$/m)
    expect(text).toMatch(/^process_cpu_seconds_total /m)
  })

  it('in production: absent without METRICS_TOKEN; with it, only for its bearer', async () => {
    const closed = await testApp({ env: { ...PRODUCTION_ENV, STATIC_DIR: fakeBuild() } })
    try {
      expect((await closed.app.inject({ url: '/metrics' })).statusCode).toBe(404)
    } finally {
      await closed.close()
    }
    const METRICS_TOKEN = 'm'.repeat(40)
    const open = await testApp({ env: { ...PRODUCTION_ENV, STATIC_DIR: fakeBuild(), METRICS_TOKEN } })
    try {
      expect((await open.app.inject({ url: '/metrics' })).statusCode).toBe(401)
      const wrong = await open.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${'x'.repeat(40)}` },
      })
      expect(wrong.statusCode).toBe(401)
      const right = await open.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
      expect(right.statusCode).toBe(200)
      expect(right.body).toContain('http_request_duration_seconds')
    } finally {
      await open.close()
    }
  })
})
