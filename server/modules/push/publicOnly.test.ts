import { createECDH, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import webpush from 'web-push'
import { pushSubscriptions } from '../../db/schema.ts'
import type { Resolve } from '../../providers/publicAddress.ts'
import { testApp } from '../../test/harness.ts'
import { enqueuePush } from './outbox.ts'

/**
 * The server posts a notification to whatever endpoint a device hands it: an endpoint on the
 * server's own machine or network would make it a way in. A real listener on loopback counts
 * every connection it gets (an https attempt is a connection too): it must get none.
 */
const connections: string[] = []
const listener = createServer((_req, res) => res.writeHead(201).end())
listener.on('connection', (socket) => connections.push(String(socket.remotePort)))
let port = 0

/** The names' answers, as a resolver gives them; `rebind.example.com` changes its answer. */
const answers: Record<string, string[]> = {
  'push.example.com': ['93.184.215.14'],
  'loopback.example.com': ['127.0.0.1'],
  'mixed.example.com': ['93.184.215.14', '127.0.0.1'],
  'metadata.example.com': ['169.254.169.254'],
  'ula.example.com': ['fd00:ec2::254'],
  'mapped.example.com': ['::ffff:127.0.0.1'],
  'rebind.example.com': ['93.184.215.14'],
}
const asked: string[] = []
const resolve: Resolve = async (name) => {
  asked.push(name)
  const all = answers[name]
  if (!all) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' })
  return all.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
}

const vapid = webpush.generateVAPIDKeys()
const modes = {
  demo: {},
  production: {
    APP_MODE: 'production',
    JWT_SECRET: 'q'.repeat(40),
    SMTP_URL: 'smtp://127.0.0.1:9',
    SMS_URL: 'http://127.0.0.1:9/sms',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  },
}
const apps: Partial<Record<keyof typeof modes, Awaited<ReturnType<typeof testApp>>>> = {}

beforeAll(async () => {
  await new Promise<void>((done) => listener.listen(0, '127.0.0.1', done))
  port = (listener.address() as AddressInfo).port
  for (const mode of ['demo', 'production'] as const)
    apps[mode] = await testApp({ env: modes[mode], push: { resolve, timeoutMs: 30_000 } })
})
afterAll(async () => {
  for (const t of Object.values(apps)) await t?.close()
  listener.closeAllConnections()
  await new Promise<void>((done) => listener.close(() => done()))
})

/** A device's keys, as a browser makes them (the payload is encrypted to them before any connection). */
const device = createECDH('prime256v1')
device.generateKeys()
const keys = {
  p256dh: device.getPublicKey().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
}
const app = (mode: keyof typeof modes) => apps[mode] as Awaited<ReturnType<typeof testApp>>
const subscribe = (mode: keyof typeof modes, token: string, endpoint: string) =>
  app(mode).app.inject({
    method: 'POST',
    url: '/sports/push/subscribe',
    headers: { authorization: `Bearer ${token}` },
    payload: { endpoint, keys, language: 'en' },
  })
/** A notification for `userId`, written as every cause writes one, then the sender's run. */
const notify = async (mode: keyof typeof modes, userId: number) => {
  const t = app(mode)
  await t.database.db.transaction((tx) =>
    enqueuePush(
      tx as never,
      [{ userId, kind: 'privateMessage', params: { title: 'hello' }, url: '/private-messages' }],
      t.clock.now(),
    ),
  )
  await t.app.jobs.pushTick()
}
const stored = async (mode: keyof typeof modes, userId: number) =>
  (
    await app(mode)
      .database.db.select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
  ).map((s) => s.endpoint)

describe('Web Push reaches public https push services only', () => {
  for (const mode of ['demo', 'production'] as const)
    it(`${mode}: an endpoint on an inside address, in any spelling or behind any name, is refused and never posted to`, async () => {
      const t = app(mode)
      const token = await t.signUp(`inside${mode}`, null)
      const { user_id: userId } = await t.signIn(`inside${mode}`, 'Secret123')
      const endpoints: [string, string][] = [
        [`http://127.0.0.1:${port}/d`, 'notHttps'],
        [`https://127.0.0.1:${port}/d`, 'address'],
        [`https://2130706433:${port}/d`, 'address'],
        [`https://0177.0.0.1:${port}/d`, 'address'],
        [`https://0x7f.1:${port}/d`, 'address'],
        [`https://[::ffff:127.0.0.1]:${port}/d`, 'address'],
        [`https://[::1]:${port}/d`, 'address'],
        ['https://169.254.169.254/latest/meta-data/', 'address'],
        [`https://localhost:${port}/d`, 'insideName'],
        [`https://localhost.:${port}/d`, 'insideName'],
        ['https://metadata.google.internal/computeMetadata/v1/', 'insideName'],
        [`https://loopback.example.com:${port}/d`, 'notPublic'],
        [`https://mixed.example.com:${port}/d`, 'notPublic'],
        ['https://metadata.example.com/latest/meta-data/', 'notPublic'],
        ['https://ula.example.com/d', 'notPublic'],
        ['https://mapped.example.com/d', 'notPublic'],
        ['https://nowhere.example.com/d', 'unresolved'],
      ]
      const answered = []
      for (const [endpoint] of endpoints) {
        const res = await subscribe(mode, token, endpoint)
        answered.push([endpoint, res.statusCode, res.json().msg, res.json().data?.reason])
      }
      expect(answered).toEqual(endpoints.map(([e, reason]) => [e, 422, 'pushEndpointNotAllowed', reason]))
      expect(await stored(mode, userId)).toEqual([])
      await notify(mode, userId)
      expect(connections).toEqual([])
    })

  it('a subscription stored before endpoints were checked is never posted to, and is removed', async () => {
    const t = app('demo')
    await t.signUp('insideold', null)
    const { user_id: userId, token } = await t.signIn('insideold', 'Secret123')
    const [, payload] = token.split('.')
    const sessionId = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()).sid as string
    const old = [
      `http://127.0.0.1:${port}/old`,
      `http://2130706433:${port}/old-decimal`,
      `https://127.0.0.1:${port}/old-tls`,
      `http://localhost:${port}/old-name`,
      `https://loopback.example.com:${port}/old-resolved`,
    ]
    await t.database.db.insert(pushSubscriptions).values(
      old.map((endpoint) => ({
        endpoint,
        userId,
        sessionId,
        ...keys,
        language: 'en' as const,
        createdAt: t.clock.now(),
      })),
    )
    await notify('demo', userId)
    expect(connections).toEqual([])
    expect(await stored('demo', userId)).toEqual([])
  })

  it('a name that answered a public address when subscribed and an inside one when sent to gets no connection (DNS rebinding)', async () => {
    const t = app('demo')
    const token = await t.signUp('rebinder', null)
    const { user_id: userId } = await t.signIn('rebinder', 'Secret123')
    const endpoint = `https://rebind.example.com:${port}/d`
    expect((await subscribe('demo', token, endpoint)).json()).toMatchObject({ code: 0 })
    expect(await stored('demo', userId)).toEqual([endpoint])
    answers['rebind.example.com'] = ['127.0.0.1']
    asked.length = 0
    await notify('demo', userId)
    // The socket asked the name itself, was told loopback, and never connected.
    expect(asked).toContain('rebind.example.com')
    expect(connections).toEqual([])
    expect(await stored('demo', userId)).toEqual([])
  })
})
