import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { manualClock } from '../../clock.ts'
import { testApp } from '../../test/harness.ts'

let t: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  t = await testApp()
})
afterAll(() => t.close())

const clock = () => t.clock as ReturnType<typeof manualClock>
const get = (url: string, token?: string) =>
  t.app.inject({ url: `/sports/${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} })
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/sports/${url}`, payload })

let n = 0
const freshEmail = () => `player${Date.now()}${n++}@example.com`

describe('codes', () => {
  it('sends a 6-digit code to the demo outbox and registers by e-mail with it', async () => {
    const email = freshEmail()
    const sent = await get(`verify/email?email=${encodeURIComponent(email.toUpperCase())}&kind=1`)
    expect(sent.json()).toMatchObject({ code: 0, data: { expiresIn: 300, resendIn: 60 } })
    const otp = await t.codeFor(email)
    expect(otp).toMatch(/^\d{6}$/)
    const res = await post('sign_up/otp/email', { email, otp, password: 'Secret123' })
    expect(res.json()).toMatchObject({ code: 0, data: { role: 3 } })
    const info = await get('member/info', res.json().data.token)
    expect(info.json().data).toMatchObject({ account: email, email })
  })

  it('a code is single use', async () => {
    const email = freshEmail()
    await get(`verify/email?email=${email}&kind=1`)
    const otp = await t.codeFor(email)
    expect((await post('sign_up/otp/email', { email, otp, password: 'Secret123' })).json().code).toBe(0)
    const again = await post('sign_up/otp/email', { email, otp, password: 'Secret123' })
    expect(again.json()).toMatchObject({ code: 1, msg: 'verificationCodeFailed', data: { field: 'otp' } })
  })

  it('a code expires after 5 minutes', async () => {
    const email = freshEmail()
    await get(`verify/email?email=${email}&kind=1`)
    const otp = await t.codeFor(email)
    clock().advance(5 * 60_000 + 1)
    const res = await post('sign_up/otp/email', { email, otp, password: 'Secret123' })
    expect(res.json().msg).toBe('verificationCodeFailed')
  })

  it('a wrong code fails; after five wrong guesses the right one fails too', async () => {
    const email = freshEmail()
    await get(`verify/email?email=${email}&kind=1`)
    const otp = await t.codeFor(email)
    const wrong = otp === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      expect((await post('sign_up/otp/email', { email, otp: wrong, password: 'Secret123' })).json().msg).toBe(
        'verificationCodeFailed',
      )
    }
    expect((await post('sign_up/otp/email', { email, otp, password: 'Secret123' })).json().msg).toBe(
      'verificationCodeFailed',
    )
  })

  it('resending is throttled to one a minute per address, and says when to retry', async () => {
    const email = freshEmail()
    expect((await get(`verify/email?email=${email}&kind=1`)).json().code).toBe(0)
    const soon = (await get(`verify/email?email=${email}&kind=1`)).json()
    expect(soon).toMatchObject({ code: 1, msg: 'codeSentTooOften' })
    expect(soon.data.retryAfter).toBeGreaterThan(0)
    clock().advance(61_000)
    expect((await get(`verify/email?email=${email}&kind=1`)).json().code).toBe(0)
  })

  it('a failed sign-up keeps the code: the weak password is refused before the code is spent', async () => {
    const email = freshEmail()
    await get(`verify/email?email=${email}&kind=1`)
    const otp = await t.codeFor(email)
    const weak = await post('sign_up/otp/email', { email, otp, password: 'weak' })
    expect(weak.json()).toMatchObject({ code: 400, data: { field: 'password', key: 'passwordRule' } })
    expect((await post('sign_up/otp/email', { email, otp, password: 'Secret123' })).json().code).toBe(0)
  })

  it('refuses bad addresses with their message keys', async () => {
    expect((await get('verify/email?email=nope&kind=1')).json().data).toEqual({
      field: 'email',
      key: 'invalidEmail',
    })
    expect((await get('verify/phone?phone=123&area=63&kind=1')).json().data).toEqual({
      field: 'phone',
      key: 'mobileTooShort',
    })
    expect((await get('verify/phone?phone=1234567890123456&area=63&kind=1')).json().data.key).toBe(
      'mobileTooLong',
    )
    expect((await get('verify/phone?phone=9171234567&area=abc&kind=1')).json().data.key).toBe(
      'invalidAreaCode',
    )
    expect((await get('verify/email?email=a@b.co&kind=9')).json().data.key).toBe('invalidKind')
  })

  it('a change code needs a signed-in player', async () => {
    expect((await get(`verify/email?email=${freshEmail()}&kind=4`)).statusCode).toBe(401)
  })
})

describe('phone', () => {
  it('registers by mobile, signs in by code and by password', async () => {
    const phone = String(9_170_000_000 + Math.floor(Math.random() * 9_999_999))
    expect((await get(`verify/reg/phone?phone=${phone}&area=63`)).json().code).toBe(0)
    const otp = await t.codeFor(`+63 ${phone}`)
    const reg = await post('sign_up/otp/mobile', { areaCode: 63, mobile: phone, otp, password: 'Secret123' })
    expect(reg.json()).toMatchObject({ code: 0 })
    expect((await get(`verify/reg/phone?phone=${phone}&area=63`)).json().msg).toBe('phoneTaken')

    clock().advance(61_000)
    await get(`verify/phone?phone=${phone}&area=63&kind=2`)
    const login = await t.codeFor(`+63 ${phone}`)
    expect(
      (await post('sign_in/otp/mobile', { areaCode: '63', mobile: phone, otp: login })).json().code,
    ).toBe(0)
    expect((await post('sign/phone', { area_code: '63', phone, password: 'Secret123' })).json().code).toBe(0)
    expect((await post('sign/phone', { area_code: '63', phone, password: 'Wrong1234' })).json().msg).toBe(
      'invalidCredentials',
    )
  })
})

describe('spec §7 and §5 by mobile', () => {
  it('verify/reg/phone takes the phone alone, as "+area number"', async () => {
    const phone = String(9_160_000_000 + Math.floor(Math.random() * 9_999_999))
    const sent = await get(`verify/reg/phone?phone=${encodeURIComponent(`+63 ${phone}`)}`)
    expect(sent.json()).toMatchObject({ code: 0, data: { resendIn: 60 } })
    const otp = await t.codeFor(`+63 ${phone}`)
    expect(otp).toMatch(/^\d{6}$/)
    const reg = await post('reg/phone', { area_code: '63', phone, otp, password: 'Secret123' })
    expect(reg.json().code).toBe(0)
    // A number with no area code cannot be split; a bad number says what is wrong with it.
    expect((await get(`verify/reg/phone?phone=${phone}`)).json().data).toEqual({
      field: 'phone',
      key: 'invalidAreaCode',
    })
    expect((await get(`verify/reg/phone?phone=${encodeURIComponent('+63 917')}`)).json().data).toEqual({
      field: 'phone',
      key: 'mobileTooShort',
    })
  })

  it('resets the password with a code sent to the mobile, ending every session', async () => {
    const phone = String(9_150_000_000 + Math.floor(Math.random() * 9_999_999))
    clock().advance(61_000)
    await get(`verify/reg/phone?phone=${phone}&area=63`)
    const reg = (
      await post('sign_up/otp/mobile', {
        areaCode: '63',
        mobile: phone,
        otp: await t.codeFor(`+63 ${phone}`),
        password: 'Secret123',
      })
    ).json().data
    clock().advance(61_000)
    expect((await get(`verify/phone?phone=${phone}&area=63&kind=3`)).json().code).toBe(0)
    const otp = await t.codeFor(`+63 ${phone}`)
    const body = { areaCode: '63', mobile: phone, password: 'NewSecret9' }
    expect((await post('forget/mobile', { ...body, otp: '000000' })).json().msg).toBe(
      'verificationCodeFailed',
    )
    expect((await post('forget/mobile', { ...body, otp })).json().code).toBe(0)
    expect((await get('member/info', reg.token)).statusCode).toBe(401)
    expect((await post('sign/phone', { area_code: '63', phone, password: 'NewSecret9' })).json().code).toBe(0)
    expect((await post('sign/phone', { area_code: '63', phone, password: 'Secret123' })).json().msg).toBe(
      'invalidCredentials',
    )
  })
})

describe('sign in by e-mail code and reset', () => {
  it('signs in with a login code, resets the password and ends old sessions', async () => {
    const email = freshEmail()
    await get(`verify/email?email=${email}&kind=1`)
    const reg = (
      await post('sign_up/otp/email', { email, otp: await t.codeFor(email), password: 'Secret123' })
    ).json()
    clock().advance(61_000)
    await get(`verify/email?email=${email}&kind=2`)
    expect((await post('sign_in/otp/email', { email, otp: await t.codeFor(email) })).json().code).toBe(0)

    clock().advance(61_000)
    await get(`verify/email?email=${email}&kind=3`)
    const reset = await post('forget/email', { email, otp: await t.codeFor(email), password: 'NewSecret9' })
    expect(reset.json().code).toBe(0)
    const refresh = await t.app.inject({
      url: '/sports/refresh/token',
      headers: { authorization: `Bearer ${reg.data.fresh_token}` },
    })
    expect(refresh.statusCode).toBe(401)
    expect((await post('sign_in', { account: email, password: 'NewSecret9' })).json().code).toBe(0)
  })

  it('asking a login code for an unknown address answers the same but sends nothing', async () => {
    const email = freshEmail()
    expect((await get(`verify/email?email=${email}&kind=2`)).json()).toMatchObject({ code: 0 })
    expect(await t.codeFor(email)).toBe('')
  })
})

describe('production mode', () => {
  it('has no demo outbox to read', async () => {
    const prod = await testApp({
      // Production needs real delivery configured (delivery itself: server/providers/sms.test.ts).
      env: {
        APP_MODE: 'production',
        JWT_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://127.0.0.1:9',
        SMS_URL: 'http://127.0.0.1:9/sms',
      },
    })
    try {
      const res = await prod.app.inject('/sports/demo/outbox?to=someone@example.com')
      expect(res.statusCode).toBe(404)
      // A login code for an unknown address sends nothing, so no gateway is needed here.
      expect((await prod.app.inject('/sports/verify/email?email=a@example.com&kind=2')).json().code).toBe(0)
    } finally {
      await prod.close()
    }
  })
})
