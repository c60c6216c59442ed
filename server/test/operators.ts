import { Secret, TOTP } from 'otpauth'
import type { Clock } from '../clock.ts'
import { DEMO_OPERATOR } from '../modules/backoffice/index.ts'
import type { testApp } from './harness.ts'

type TestApp = Awaited<ReturnType<typeof testApp>>
const API = '/backoffice/api'

/** The code an authenticator app shows for `secret` at the test clock's time. */
export const totpCode = (secret: string, clock: Clock) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.now().getTime() })

/** A code is good once per 30-second step: each sign-in starts in a step of its own. */
const nextStep = (clock: Clock) => (clock as Clock & { advance(ms: number): void }).advance(30_000)

export const boPost = (t: TestApp, path: string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}${path}`,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

export const boGet = (t: TestApp, path: string, token?: string) =>
  t.app.inject({ url: `${API}${path}`, headers: token ? { authorization: `Bearer ${token}` } : {} })

/** Password then TOTP code, as the sign-in page does; the answer of the second step. */
export async function signInOperator(
  t: TestApp,
  name: string = DEMO_OPERATOR.name,
  password: string = DEMO_OPERATOR.password,
  secret?: string,
) {
  const first = (await boPost(t, '/sign-in', { name, password })).json()
  const key = secret ?? first.data?.enrol?.secret ?? DEMO_OPERATOR.totpSecret
  nextStep(t.clock)
  const second = (
    await boPost(t, '/sign-in/second-factor', {
      challenge: first.data.challenge,
      code: totpCode(key, t.clock),
    })
  ).json()
  return { first: first.data, ...second.data, secret: key } as {
    token: string
    recoveryCodes: string[] | null
    secret: string
    first: { challenge: string; enrol: { secret: string; uri: string } | null }
  }
}

/** Adds each operator (password Operator123) with the admin's token and signs it in: its token and secret. */
export async function addOperators<N extends string>(t: TestApp, admin: string, roles: Record<N, string>) {
  const signedIn = {} as Record<N, { token: string; secret: string }>
  for (const [name, role] of Object.entries(roles) as [N, string][]) {
    await boPost(t, '/operators', { name, role, password: 'Operator123' }, admin)
    const { token, secret } = await signInOperator(t, name, 'Operator123')
    signedIn[name] = { token, secret }
  }
  return signedIn
}

/** The demo admin, and a finance and a support operator it adds (password Operator123), signed in. */
export async function adminFinanceSupport(t: TestApp) {
  const admin = (await signInOperator(t)).token
  const { fiona, sam } = await addOperators(t, admin, { fiona: 'finance', sam: 'support' })
  return { admin, finance: fiona.token, support: sam.token }
}
