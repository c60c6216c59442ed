import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

const production = {
  APP_MODE: 'production',
  JWT_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://mail.example.com:587',
  SMS_URL: 'https://sms.example.com/send',
}

describe('loadConfig', () => {
  it('seeds demo content by default in demo mode only', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true)
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false)
    expect(loadConfig(production).SEED_DEMO).toBe(false)
    expect(loadConfig({ ...production, SEED_DEMO: 'false' }).SEED_DEMO).toBe(false)
  })

  it('refuses demo accounts in production', () => {
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO: cannot be true in production mode/,
    )
  })

  it('refuses production without a way to deliver e-mail and SMS codes, naming every missing setting', () => {
    const { SMTP_URL: _smtp, SMS_URL: _sms, ...bare } = production
    expect(() => loadConfig(bare)).toThrow(/SMTP_URL: required in production mode[\s\S]*SMS_URL: required/)
    expect(() => loadConfig({ ...bare, SMTP_URL: production.SMTP_URL })).toThrow(/SMS_URL: required/)
    expect(() => loadConfig({ ...bare, SMS_URL: production.SMS_URL })).toThrow(/SMTP_URL: required/)
    expect(() => loadConfig({ ...production, SMS_URL: 'not a url' })).toThrow(/SMS_URL/)
    expect(loadConfig({ ...production, SMS_TOKEN: 'secret' })).toMatchObject({
      SMS_URL: production.SMS_URL,
      SMS_TOKEN: 'secret',
    })
  })
})
