import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from '../../test/harness.ts'
import { addOperators, adminFinanceSupport, boGet, boPost } from '../../test/operators.ts'

let t: Awaited<ReturnType<typeof testApp>>
let admin: string
let support: string
let marketing: string
beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: 'off' } })
  ;({ admin, support } = await adminFinanceSupport(t))
  marketing = (await addOperators(t, admin, { mia: 'marketing' })).mia.token
}, 60_000)
afterAll(() => t?.close())

const as = (token: string) => ({ authorization: `Bearer ${token}` })

describe("a player's safer gambling in the back office", () => {
  it('support and admin read the limits, the breaks and the one in force; marketing cannot; nothing lifts a break', async () => {
    const token = await t.signUp('boprotect1', null)
    const { user_id: id } = (await t.app.inject({ url: '/sports/member/info', headers: as(token) })).json()
      .data
    await t.app.inject({
      method: 'PUT',
      url: '/sports/member/limits',
      headers: as(token),
      payload: { kind: 'loss', period: 'week', amount: '75' },
    })
    const taken = (
      await t.app.inject({
        method: 'POST',
        url: '/sports/member/self_exclusion',
        headers: as(token),
        payload: { period: '6m' },
      })
    ).json().data
    for (const operator of [support, admin]) {
      const seen = (await boGet(t, `/players/${id}/protection`, operator)).json().data
      expect(seen).toEqual({
        limits: [
          expect.objectContaining({ kind: 'loss', period: 'week', amount: '75.000000', pending: null }),
        ],
        breaks: [
          {
            kind: 'self_exclusion',
            period: '6m',
            starts_at: t.clock.now().toISOString(),
            ends_at: taken.until,
          },
        ],
        on_break: { kind: 'self_exclusion', until: taken.until },
      })
    }
    expect((await boGet(t, `/players/${id}/protection`, marketing)).statusCode).toBe(403)
    expect((await boGet(t, '/players/999999/protection', admin)).statusCode).toBe(404)
    // Ending the player's sessions or unlocking them lifts nothing: the sign-in still says until when.
    await boPost(t, `/players/${id}/unlock`, { reason: 'asked by the player' }, admin)
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/sports/sign_in',
      payload: { account: 'boprotect1', password: 'Secret123' },
    })
    expect(signIn.json()).toMatchObject({ msg: 'selfExcluded', data: { until: taken.until } })
  })
})
