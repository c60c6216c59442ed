import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../clock.ts'
import { testApp } from '../test/harness.ts'

let t: Awaited<ReturnType<typeof testApp>>
let port: number
let token: string

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: 'off' }, clock: manualClock(new Date('2026-11-21T12:00:00Z')) })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as { port: number }).port
  token = await t.signUp('textplayer', null)
}, 60_000)
afterAll(() => t?.close())

/** Sends bytes as a raw client would and reads the whole answer until the server closes. */
function raw(request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
    })
    socket.on('error', reject)
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n')
      resolve({ status: Number(head.split(' ')[1]), body })
    })
    socket.write(request, 'latin1')
  })
}

const as = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  })

describe('answers Node and Fastify give before a route runs use the envelope', () => {
  it('headers too large: 431 requestTooLarge', async () => {
    const res = await raw(
      `GET /sports/available_games HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`,
    )
    expect(res.status).toBe(431)
    expect(JSON.parse(res.body)).toEqual({ code: 431, msg: 'requestTooLarge', data: null })
  })

  it('a malformed request line: 400 badRequest', async () => {
    const res = await raw('NOT A REQUEST\r\n\r\n')
    expect(res.status).toBe(400)
    expect(JSON.parse(res.body)).toEqual({ code: 400, msg: 'badRequest', data: null })
  })

  it('a path that does not decode: 400 badRequest', async () => {
    const res = await raw('GET /sports/share/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(res.status).toBe(400)
    expect(JSON.parse(res.body)).toEqual({ code: 400, msg: 'badRequest', data: null })
  })
})

describe('text and dates no one can type are refused with a message key, never a 500', () => {
  it('a NUL or a lone surrogate in any field: 400 invalidCharacters naming the field', async () => {
    for (const nickname of ['nick\u0000name', 'nick\uD800name']) {
      const res = await as('PUT', '/sports/nickname', { nickname })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        code: 400,
        msg: 'invalidCharacters',
        data: { field: 'nickname', key: 'invalidCharacters' },
      })
    }
    const query = await t.app.inject(`/sports/hkmarksix?match_id=${encodeURIComponent('2026\u0000')}`)
    expect(query.json()).toMatchObject({ msg: 'invalidCharacters', data: { field: 'match_id' } })
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/sports/sign_in',
      payload: { account: 'demo\u0000', password: 'Demo1234' },
    })
    expect(signIn.statusCode).toBe(400)
  })

  it('member/change_log: impossible calendar dates are 400 invalidDate; real ones are served', async () => {
    for (const date of ['2024-99-99', '2024-02-30', '2023-02-29', '2024-13-01', '0000-00-00']) {
      const res = await as('GET', `/sports/member/change_log?start_date=${date}`)
      expect(res.statusCode, date).toBe(400)
      expect(res.json()).toMatchObject({ msg: 'invalidDate', data: { field: 'start_date' } })
    }
    const leap = await as('GET', '/sports/member/change_log?start_date=2024-02-29&end_date=2026-11-21')
    expect(leap.json()).toMatchObject({ code: 0 })
  })
})
