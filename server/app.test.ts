import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from './test/harness.ts'

let t: Awaited<ReturnType<typeof testApp>>

beforeAll(async () => {
  t = await testApp()
  // A route that fails the way a bug would, to see what a caller is told.
  t.app.get('/sports/__boom', async () => {
    throw new Error('secret internals: password=hunter2')
  })
})
afterAll(() => t.close())

describe('HTTP conventions', () => {
  it('health reports the database', async () => {
    const res = await t.app.inject('/health')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ code: 0, data: { status: 'ok', database: 'pglite' } })
  })

  it('answers in the { code, msg, data } envelope', async () => {
    const res = await t.app.inject('/sports/available_games')
    const body = res.json()
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg'])
    expect(body.code).toBe(0)
    expect(body.data).toContainEqual({ game_id: 18, name: 'gallopingmarksix', status: 3 })
  })

  it('a validation failure is a 400 naming the field with a message key', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/sports/sign_in', payload: { account: 'demo' } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 400, msg: 'required', data: { field: 'password', key: 'required' } })
  })

  it('a query is validated too', async () => {
    const { token } = await t.signIn()
    const res = await t.app.inject({
      method: 'PUT',
      url: '/sports/member/currency?unit=',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().data.field).toBe('unit')
  })

  it('malformed JSON is a 400 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sports/sign_in',
      headers: { 'content-type': 'application/json' },
      payload: '{"account":',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 400, msg: 'badRequest' })
  })

  it('an unexpected error is a 500 with no internals', async () => {
    const res = await t.app.inject('/sports/__boom')
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ code: 500, msg: 'serverError', data: null })
    expect(res.body).not.toContain('hunter2')
  })

  it('an unknown API path is a JSON 404, never the app page', async () => {
    for (const url of ['/sports/nope', '/pggame/nope', '/provider/games/pg/debit', '/activities/x']) {
      const res = await t.app.inject(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.json(), url).toEqual({ code: 404, msg: 'notFound', data: null })
    }
  })
})

describe('serving the PWA', () => {
  it('client routes fall back to index.html', async () => {
    for (const url of ['/', '/sport/soccer', '/lottery/mark-six?game=ammarksix', '/no/such/page']) {
      const res = await t.app.inject(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type'], url).toContain('text/html')
      expect(res.body, url).toContain('<div id="root">')
    }
  })

  it('a missing asset is a plain 404, not index.html', async () => {
    for (const url of ['/assets/app-missing.js', '/icons/nope.png', '/sw-old.js']) {
      const res = await t.app.inject(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.body, url).not.toContain('<div id="root">')
    }
  })

  it('assets are immutable, the manifest keeps its URL and type', async () => {
    const asset = await t.app.inject('/assets/app-abc123.js')
    expect(asset.headers['cache-control']).toContain('immutable')
    const manifest = await t.app.inject('/manifest.webmanifest')
    expect(manifest.statusCode).toBe(200)
    expect(manifest.headers['content-type']).toContain('application/manifest+json')
  })
})

describe('site content', () => {
  it('footer texts by language, English and Chinese', async () => {
    const { data } = (await t.app.inject('/sports/site_config')).json()
    expect(Object.keys(data.footer).sort()).toEqual(['en', 'zh'])
    expect(data.footer.en.copyright).toContain('2024')
  })

  it('currencies with their exchange defaults', async () => {
    const { data } = (await t.app.inject('/sports/config/exchange')).json()
    expect(data[0]).toMatchObject({
      currency: 'USDT',
      exchange: '1.00000000',
      sport_bet_min: '0.010000',
      lotter_bet_min: '1.000000',
    })
  })
})
