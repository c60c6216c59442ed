import { expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import { testApp } from '../../test/harness.ts'

const production = {
  APP_MODE: 'production',
  JWT_SECRET: 'q'.repeat(40),
  SMTP_URL: 'smtp://127.0.0.1:9',
  SMS_URL: 'http://127.0.0.1:9/sms',
}

it('production without VAPID keys has no push: no key is served, a subscription is not stored, the log says so once', async () => {
  const lines: string[] = []
  const t = await testApp({
    env: production,
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  })
  try {
    expect((await t.app.inject({ url: '/sports/push/key' })).json().data).toEqual({ publicKey: null })
    const token = await t.signUp('nopush', null)
    const res = await t.app.inject({
      method: 'POST',
      url: '/sports/push/subscribe',
      headers: { authorization: `Bearer ${token}` },
      payload: { endpoint: 'https://push.example/x', keys: { p256dh: 'BAAA', auth: 'AAAA' }, language: 'en' },
    })
    expect(res.json()).toMatchObject({ code: 0, data: { subscribed: false } })
    expect(lines.filter((l) => l.includes('web push is off'))).toHaveLength(1)
  } finally {
    await t.close()
  }
})

it('the VAPID keys are set together or not at all', () => {
  const publicKey = `B${'A'.repeat(86)}`
  expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/set both or neither/)
  expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'A'.repeat(43) })).toThrow(
    /VAPID_PUBLIC_KEY/,
  )
  expect(
    loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: 'A'.repeat(43) }).VAPID_PUBLIC_KEY,
  ).toBe(publicKey)
})

it('production refuses a test push service: PUSH_TEST_ORIGINS is for tests only', () => {
  const publicKey = `B${'A'.repeat(86)}`
  const keys = { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: 'A'.repeat(43) }
  expect(() => loadConfig({ ...production, ...keys, PUSH_TEST_ORIGINS: 'http://127.0.0.1:8999' })).toThrow(
    /PUSH_TEST_ORIGINS: cannot be set in production mode/,
  )
  expect(() => loadConfig({ PUSH_TEST_ORIGINS: 'http://127.0.0.1:8999/path' })).toThrow(/not an origin/)
  expect(loadConfig({ PUSH_TEST_ORIGINS: 'http://127.0.0.1:8999' }).PUSH_TEST_ORIGINS).toEqual([
    'http://127.0.0.1:8999',
  ])
})
