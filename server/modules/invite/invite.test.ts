import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../clock.ts'
import { testApp } from '../../test/harness.ts'

let t: Awaited<ReturnType<typeof testApp>>

beforeAll(async () => {
  t = await testApp({ clock: manualClock(new Date('2026-11-21T12:00:00Z')) })
}, 60_000)
afterAll(() => t.close())

const as = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/sports/${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  })
const inviteCodeOf = async (token: string) =>
  (await as(token, 'GET', 'member/invite?type=1')).json().data.code as string
const share = async (code: string) => (await t.app.inject(`/sports/share/${code}`)).json()

describe('share/{code}: who invites, as a visitor opening the link may see it', () => {
  it("answers the inviter's nickname and nothing else about them", async () => {
    const token = await t.signUp('inviter01', null)
    await as(token, 'PUT', 'nickname', { nickname: 'Lucky Lena' })
    const code = await inviteCodeOf(token)
    const res = await share(code)
    expect(res).toEqual({ code: 0, msg: 'success', data: { code, type: 1, nickname: 'Lucky Lena' } })
    // Case does not matter: codes are typed by hand from a poster as often as clicked.
    expect((await share(code.toLowerCase())).data.nickname).toBe('Lucky Lena')
  })

  it('never shows a sign-in name, e-mail or mobile number as the nickname', async () => {
    const quick = await t.signUp('secretlogin', null)
    expect((await share(await inviteCodeOf(quick))).data.nickname).toBe('se***')

    const email = 'private.person@example.com'
    await t.app.inject(`/sports/verify/email?email=${email}&kind=1`)
    const reg = await t.app.inject({
      method: 'POST',
      url: '/sports/sign_up/otp/email',
      payload: { email, otp: await t.codeFor(email), password: 'Secret123' },
    })
    const res = await share(await inviteCodeOf(reg.json().data.token))
    expect(res.data.nickname).toBe('pr***')
    expect(JSON.stringify(res)).not.toContain('example.com')
  })

  it('an unknown code is a translated refusal, not a 500', async () => {
    expect(await share('NOPE1234')).toMatchObject({ code: 1, msg: 'invalidInviteCode' })
    expect((await share('!!')).msg).toBe('invalidInviteCode')
  })
})
