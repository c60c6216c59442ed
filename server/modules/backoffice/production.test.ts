import { count } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { operators } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'
import { boPost } from '../../test/operators.ts'
import { DEMO_OPERATOR } from './seed.ts'

let t: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  t = await testApp({
    env: {
      APP_MODE: 'production',
      JWT_SECRET: 'q'.repeat(40),
      SMTP_URL: 'smtp://127.0.0.1:9',
      SMS_URL: 'http://127.0.0.1:9/sms',
    },
  })
})
afterAll(() => t.close())

it('production mode seeds no operator: the demo admin and its published secret do not exist', async () => {
  expect((await t.database.db.select({ n: count() }).from(operators))[0]?.n).toBe(0)
  const res = await boPost(t, '/sign-in', { name: DEMO_OPERATOR.name, password: DEMO_OPERATOR.password })
  expect(res.json()).toMatchObject({ code: 1, msg: 'invalidCredentials' })
})
