import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { manualClock } from '../../clock.ts'
import { testApp } from '../../test/harness.ts'

let t: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  t = await testApp()
})
afterAll(() => t.close())

const clock = () => t.clock as ReturnType<typeof manualClock>
const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/sports/${url}`, headers: { authorization: `Bearer ${token}` }, payload })

let n = 0
/** A player registered by e-mail (so the e-mail is verified). */
async function emailPlayer() {
  const email = `p${Date.now()}${n++}@example.com`
  clock().advance(61_000)
  await t.app.inject({ url: `/sports/verify/email?email=${email}&kind=1` })
  const res = await t.app.inject({
    method: 'POST',
    url: '/sports/sign_up/otp/email',
    payload: { email, otp: await t.codeFor(email), password: 'Secret123' },
  })
  return { email, ...(res.json().data as { token: string; fresh_token: string }) }
}

describe('profile', () => {
  it('nickname needs at least 6 characters', async () => {
    const { token } = await t.signIn()
    expect((await call('PUT', 'nickname', token, { nickname: 'short' })).json().data).toEqual({
      field: 'nickname',
      key: 'nicknameTooShort',
    })
    expect((await call('PUT', 'nickname', token, { nickname: 'LuckyDemo' })).json().code).toBe(0)
    expect((await call('GET', 'member/info', token)).json().data.nickname).toBe('LuckyDemo')
  })

  it('sets the real name and reads it back', async () => {
    const { token } = await t.signIn()
    expect((await call('PUT', 'account', token, { real_name: 'D' })).json().data.key).toBe('realNameRequired')
    expect((await call('PUT', 'account', token, { real_name: 'Dana Demo' })).json().code).toBe(0)
    expect((await call('GET', 'member/real_name', token)).json().data).toEqual({ real_name: 'Dana Demo' })
    expect((await call('GET', 'member/info', token)).json().data.real_name_set).toBe(true)
  })

  it('changes the e-mail with a code sent to the new address and the current password', async () => {
    const { token } = await t.signIn()
    const email = `new${Date.now()}@example.com`
    expect((await call('GET', `verify/email?email=${email}&kind=4`, token)).json().code).toBe(0)
    expect(
      (await call('PUT', 'email', token, { email, otp: '000000', password: 'Demo1234' })).json().msg,
    ).toBe('verificationCodeFailed')
    const res = await call('PUT', 'email', token, {
      email,
      otp: await t.codeFor(email),
      password: 'Demo1234',
    })
    expect(res.json().code).toBe(0)
    expect((await call('GET', 'member/info', token)).json().data).toMatchObject({
      email,
      email_verified: true,
    })
  })

  it('a stolen access token alone cannot move the e-mail or phone; the old address hears of a change', async () => {
    const player = await emailPlayer()
    const thief = `thief${Date.now()}@example.com`
    await call('GET', `verify/email?email=${thief}&kind=4`, player.token)
    const otp = await t.codeFor(thief)
    // Without the password (as before the fix), or with a wrong one: refused, and the code survives.
    expect((await call('PUT', 'email', player.token, { email: thief, otp })).json().data).toEqual({
      field: 'password',
      key: 'currentPasswordRequired',
    })
    expect(
      (await call('PUT', 'email', player.token, { email: thief, otp, password: 'Guess1234' })).json(),
    ).toMatchObject({ msg: 'wrongPassword', data: { field: 'password' } })
    expect((await call('GET', 'member/info', player.token)).json().data.email).toBe(player.email)

    // The player's own change goes through, and the old address is told.
    const moved = await call('PUT', 'email', player.token, { email: thief, otp, password: 'Secret123' })
    expect(moved.json().code).toBe(0)
    const notice = (await t.app.inject(`/sports/demo/outbox?to=${encodeURIComponent(player.email)}`)).json()
      .data[0]
    expect(notice.subject).toBe('Your Betsuite e-mail address was changed')

    const phone = String(9_180_000_000 + (Date.now() % 9_999_999))
    for (const number of [phone, `${phone.slice(0, -1)}${(Number(phone.at(-1)) + 1) % 10}`]) {
      clock().advance(61_000)
      await call('GET', `verify/phone?phone=${number}&area=63&kind=4`, player.token)
      const code = await t.codeFor(`+63 ${number}`)
      const body = { area_code: '63', phone: number, otp: code }
      expect((await call('PUT', 'phone', player.token, body)).json().data.key).toBe('currentPasswordRequired')
      expect((await call('PUT', 'phone', player.token, { ...body, password: 'Secret123' })).json().code).toBe(
        0,
      )
    }
    const phoneNotice = (
      await t.app.inject(`/sports/demo/outbox?to=${encodeURIComponent(`+63 ${phone}`)}`)
    ).json().data[0]
    expect(phoneNotice.subject).toBe('Your Betsuite mobile number was changed')
  })

  it('changing the password needs a verified e-mail', async () => {
    const { token } = await t.signIn('agent', 'Agent1234')
    const res = await call('POST', 'member/change_password', token, {
      old_password: 'Agent1234',
      password: 'Agent5678',
    })
    expect(res.json()).toMatchObject({ code: 1, msg: 'emailNotVerified' })
  })

  it('a password change ends every other session and keeps this device signed in', async () => {
    const player = await emailPlayer()
    const other = (
      await t.app.inject({
        method: 'POST',
        url: '/sports/sign_in',
        payload: { account: player.email, password: 'Secret123' },
      })
    ).json().data
    expect(
      (
        await call('POST', 'member/change_password', player.token, {
          old_password: 'nope1234',
          password: 'Better123',
        })
      ).json(),
    ).toMatchObject({ msg: 'wrongPassword', data: { field: 'old_password' } })
    expect(
      (
        await call('POST', 'member/change_password', player.token, {
          old_password: 'Secret123',
          password: 'weak',
        })
      ).json().data.key,
    ).toBe('passwordRule')
    const changed = await call('POST', 'member/change_password', player.token, {
      old_password: 'Secret123',
      password: 'Better123',
    })
    expect(changed.json().code).toBe(0)
    const refresh = (token: string) =>
      t.app.inject({ url: '/sports/refresh/token', headers: { authorization: `Bearer ${token}` } })
    expect((await refresh(other.fresh_token)).statusCode).toBe(401)
    expect((await refresh(player.fresh_token)).statusCode).toBe(401)
    expect((await refresh(changed.json().data.fresh_token)).statusCode).toBe(200)
  })
})

describe('payment password', () => {
  it('is exactly 6 characters, and changing it needs the old one', async () => {
    const { token } = await emailPlayer()
    expect(
      (await call('PUT', 'member/bank_password', token, { bank_password: '12345' })).json().data.key,
    ).toBe('paymentPasswordRule')
    expect((await call('PUT', 'member/bank_password', token, { bank_password: '123456' })).json().code).toBe(
      0,
    )
    expect((await call('PUT', 'member/bank_password', token, { bank_password: '654321' })).json().msg).toBe(
      'oldPaymentPasswordRequired',
    )
    expect(
      (
        await call('PUT', 'member/bank_password', token, {
          bank_password: '654321',
          old_bank_password: '123456',
        })
      ).json().code,
    ).toBe(0)
  })

  it('five wrong tries lock paying for 24 hours, counting down the tries left', async () => {
    const player = await emailPlayer()
    let token = player.token
    const check = (pwd: string) => call('POST', 'member/bank_password/check', token, { bank_password: pwd })
    // Access tokens live 15 minutes; a day later the player signs in again.
    const signInAgain = async () => {
      token = (await t.signIn(player.email, 'Secret123')).token
    }
    expect((await check('123456')).json().msg).toBe('paymentPasswordNotSet')
    await call('PUT', 'member/bank_password', token, { bank_password: '123456' })
    const left: number[] = []
    for (let i = 0; i < 4; i++) left.push((await check('000000')).json().data.attemptsLeft)
    expect(left).toEqual([4, 3, 2, 1])
    const locked = (await check('000000')).json()
    expect(locked).toMatchObject({ msg: 'paymentLocked', data: { attemptsLeft: 0 } })
    expect((await check('123456')).json().msg).toBe('paymentLocked')
    clock().advance(24 * 3600_000 - 60_000)
    await signInAgain()
    expect((await check('123456')).json().msg).toBe('paymentLocked')
    clock().advance(61_000)
    expect((await check('123456')).json().code).toBe(0)
    expect((await check('000000')).json().data.attemptsLeft).toBe(4)
  })
})

describe('payment password routes are limited per player', () => {
  it('a call over the limit for the minute is refused with 429, whatever the answers were', async () => {
    const token = (await emailPlayer()).token
    await call('PUT', 'member/bank_password', token, { bank_password: '123456' })
    // The payment password locks after five tries anyway; the limits keep a player from hammering.
    const routes: [string, object, number][] = [
      ['member/bank_password/check', { bank_password: '000000' }, 10],
      ['member/transfer', { account: 'demo', amount: '1', bank_password: '000000' }, 30],
      ['withdraw', { channel_id: 1, amount: '5', address: 'x', bank_password: '000000' }, 30],
    ]
    for (const [url, body, limit] of routes) {
      const statuses: number[] = []
      for (let i = 0; i <= limit; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/sports/${url}`,
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': `limit-${url}-${i}` },
          payload: body,
        })
        statuses.push(res.statusCode)
      }
      expect(statuses.slice(0, limit), url).not.toContain(429)
      expect(statuses[limit], url).toBe(429)
    }
    // Another player is not held up by this one's limit.
    const other = (await emailPlayer()).token
    expect((await call('POST', 'member/bank_password/check', other, { bank_password: '1' })).statusCode).toBe(
      422,
    )
  })
})

describe('VIP and invitations', () => {
  it('lists the ladder ascending with the player at bronze', async () => {
    const { token } = await t.signIn()
    const { data } = (await call('GET', 'api/v1/vip', token)).json()
    expect(data.levels.map((l: { name: string }) => l.name)).toEqual([
      'bronze',
      'silver',
      'gold',
      'platinum',
      'diamond',
    ])
    expect(data.levels.map((l: { recharge: string }) => l.recharge)).toEqual([
      '0.000000',
      '1000.000000',
      '5000.000000',
      '20000.000000',
      '100000.000000',
    ])
    expect(data.current).toEqual({ level: 1, total_recharge: '0.000000' })
    expect((await t.app.inject('/sports/api/v1/vip')).json().data.current).toBeNull()
  })

  it('agents pick an invite type; a type-2 code registers an agent', async () => {
    const agent = await t.signIn('agent', 'Agent1234')
    const player = await t.signIn()
    expect((await call('GET', 'member/invite?type=2', player.token)).json().msg).toBe('agentsOnly')
    const code = (await call('GET', 'member/invite?type=2', agent.token)).json().data.code
    expect((await call('GET', 'member/invite?type=2', agent.token)).json().data.code).toBe(code)
    expect((await t.app.inject(`/sports/share/${code}`)).json().data).toMatchObject({
      type: 2,
      nickname: 'DemoAgent',
    })
    const reg = await t.app.inject({
      method: 'POST',
      url: '/sports/reg',
      payload: { account: `sub${Date.now() % 100000}`, password: 'Secret123', inviteCode: code },
    })
    expect(reg.json().data.role).toBe(2)
    expect((await t.app.inject('/sports/share/NOPE1234')).json().msg).toBe('invalidInviteCode')
  })
})
