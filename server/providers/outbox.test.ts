import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from '../test/harness.ts'

/** A real SMTP server on loopback receives what the SMTP adapter sends. */
const received: { to: string; body: string }[] = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let body = ''
    stream.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body })
      callback()
    })
  },
})

let t: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  t = await testApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Betsuite <codes@betsuite.test>' },
  })
})
afterAll(async () => {
  await t.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

describe('SMTP outbox', () => {
  it('e-mails the code when SMTP_URL is set; texts still go to the log outbox', async () => {
    const res = await t.app.inject('/sports/verify/email?email=smtp-player@example.com&kind=1')
    expect(res.json().code).toBe(0)
    expect(received).toHaveLength(1)
    expect(received[0]?.to).toBe('smtp-player@example.com')
    expect(received[0]?.body).toMatch(/Your code is \d{6}\./)
    expect(received[0]?.body).toContain('From: Betsuite <codes@betsuite.test>')
    expect(await t.codeFor('smtp-player@example.com')).toBe('')
    await t.app.inject('/sports/verify/reg/phone?phone=9171234567&area=63')
    expect(await t.codeFor('+63 9171234567')).toMatch(/^\d{6}$/)
  })
})
