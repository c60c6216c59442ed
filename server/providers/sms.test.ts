import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from '../test/harness.ts'
import { smsOutbox } from './sms.ts'

/** A real HTTP SMS gateway on loopback: records what it is sent and answers `status`. */
const received: { auth: string | undefined; type: string | undefined; body: { to: string; text: string } }[] =
  []
let status = 200
const gateway = createServer((req: IncomingMessage, res) => {
  let body = ''
  req.on('data', (chunk: Buffer) => {
    body += chunk.toString()
  })
  req.on('end', () => {
    received.push({
      auth: req.headers.authorization,
      type: req.headers['content-type'],
      body: JSON.parse(body),
    })
    res.writeHead(status, { 'content-type': 'application/json' }).end('{"id":"msg-1"}')
  })
})
// Idle connections stay open: a gateway closing one just as fetch reuses it would fail the test
// with ECONNRESET on a slow machine, where requests come about keepAliveTimeout (5 s) apart.
gateway.keepAliveTimeout = 0
let url = ''
const TOKEN = 'sms-gateway-token-0123456789'
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`
})
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())))

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? ''

describe('SMS gateway outbox', () => {
  it('texts the code through the gateway with the bearer token; the demo outbox gets nothing', async () => {
    const t = await testApp({ env: { SMS_URL: url, SMS_TOKEN: TOKEN } })
    try {
      received.length = 0
      const res = await t.app.inject('/sports/verify/reg/phone?phone=9171234567&area=63')
      expect(res.json().code).toBe(0)
      expect(received).toHaveLength(1)
      expect(received[0]).toMatchObject({ auth: `Bearer ${TOKEN}`, type: 'application/json' })
      expect(received[0]?.body.to).toBe('+639171234567')
      expect(codeIn(received[0]?.body.text ?? '')).toMatch(/^\d{6}$/)
      expect(await t.codeFor('+63 9171234567')).toBe('')
      // E-mail still goes where it went (no SMTP here: the demo outbox).
      await t.app.inject('/sports/verify/email?email=sms-test@example.com&kind=1')
      expect(await t.codeFor('sms-test@example.com')).toMatch(/^\d{6}$/)
      expect(received).toHaveLength(1)
    } finally {
      await t.close()
    }
  })

  it('an answer other than 2xx is a failure that names neither the code nor the token', async () => {
    status = 503
    try {
      const outbox = smsOutbox(url, TOKEN, { send: async () => undefined })
      const sending = outbox.send({
        channel: 'phone',
        to: '+63 9170000000',
        subject: 'Code',
        body: 'Your code is 123456.',
      })
      await expect(sending).rejects.toThrow('SMS gateway answered HTTP 503')
      const err = await sending.catch((e: Error) => e)
      expect(String((err as Error).stack)).not.toContain('123456')
      expect(String((err as Error).stack)).not.toContain(TOKEN)
    } finally {
      status = 200
    }
  })
})

describe('the gateway is the only place codes go', () => {
  it("a gateway's redirect is not followed: the code and the token reach nowhere else", async () => {
    const elsewhere: string[] = []
    const other = createServer((req, res) => {
      elsewhere.push(`${req.method} ${req.url}`)
      res.writeHead(200).end('{}')
    })
    const redirecting = createServer((req, res) => {
      req.resume()
      req.on('end', () =>
        res
          .writeHead(307, { location: `http://127.0.0.1:${(other.address() as AddressInfo).port}/steal` })
          .end(),
      )
    })
    for (const server of [other, redirecting])
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const at = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/send`
      const outbox = smsOutbox(at, TOKEN, { send: async () => undefined })
      const sending = outbox.send({
        channel: 'phone',
        to: '+63 9170000001',
        subject: 'Code',
        body: 'Code 654321',
      })
      await expect(sending).rejects.toThrow()
      expect(elsewhere).toEqual([])
    } finally {
      for (const server of [other, redirecting]) {
        server.closeAllConnections()
        await new Promise<void>((resolve) => server.close(() => resolve()))
      }
    }
  })
})

describe('production mode', () => {
  it('delivers SMS codes through the gateway, has no demo outbox, and logs neither code nor token', async () => {
    const lines: string[] = []
    const prod = await testApp({
      env: {
        APP_MODE: 'production',
        JWT_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://127.0.0.1:9',
        SMS_URL: url,
        SMS_TOKEN: TOKEN,
      },
      logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
    })
    try {
      received.length = 0
      const res = await prod.app.inject('/sports/verify/reg/phone?phone=9175550000&area=63')
      expect(res.json().code).toBe(0)
      const code = codeIn(received[0]?.body.text ?? '')
      expect(code).toMatch(/^\d{6}$/)
      expect((await prod.app.inject('/sports/demo/outbox?to=%2B63%209175550000')).statusCode).toBe(404)
      expect(lines.length).toBeGreaterThan(0)
      const log = lines.join('\n')
      // The code as a number of its own (timestamps are longer digit runs that may contain it).
      expect(log).not.toMatch(new RegExp(`(?<![\\d.])${code}(?!\\d)`))
      expect(log).not.toContain(TOKEN)
    } finally {
      await prod.close()
    }
  })
})

describe('a gateway that fails', () => {
  it('answers codeNotSent (503), keeps no code, and a retry once it is back is not refused as too often', async () => {
    const t = await testApp({ env: { SMS_URL: url, SMS_TOKEN: TOKEN } })
    try {
      status = 500
      const failed = await t.app.inject('/sports/verify/reg/phone?phone=9175550000&area=63')
      expect(failed.statusCode).toBe(503)
      expect(failed.json()).toMatchObject({ code: 503, msg: 'codeNotSent' })
      status = 200
      received.length = 0
      const again = await t.app.inject('/sports/verify/reg/phone?phone=9175550000&area=63')
      expect(again.json().code).toBe(0)
      expect(codeIn(received[0]?.body.text ?? '')).toMatch(/^\d{6}$/)
    } finally {
      status = 200
      await t.close()
    }
  })
})
