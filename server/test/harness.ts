import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildSite } from '../../start/site.ts'
import type { BuildOptions } from '../app.ts'
import { type Clock, manualClock } from '../clock.ts'
import { loadConfig } from '../config.ts'
import { type Database, openDatabase } from '../db/client.ts'

/** A throwaway built site: an index.html and one hashed asset, enough to test static serving. */
export function fakeBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'betsuite-dist-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)')
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Betsuite"}')
  return dir
}

/** What production mode needs to start: its own signing key, and real e-mail and SMS gateways. */
export const PRODUCTION_ENV = {
  APP_MODE: 'production',
  JWT_SECRET: 'p'.repeat(40),
  SMTP_URL: 'smtp://127.0.0.1:9',
  SMS_URL: 'http://127.0.0.1:9/sms',
}

/**
 * The real app on a real (in-process) Postgres, one per test file. `database` may be given to
 * run the same tests against a PostgreSQL server.
 */
export async function testApp(
  opts: {
    env?: Record<string, string>
    database?: Database
    clock?: Clock
    /** Fastify logger options, to read what the server logs (the env's LOG_LEVEL is silent). */
    logger?: BuildOptions['logger']
    push?: BuildOptions['push']
  } = {},
) {
  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: fakeBuild(), ...opts.env })
  const database = opts.database ?? (await openDatabase({ dataDir: 'memory://' }))
  const clock = opts.clock ?? manualClock(new Date('2026-11-21T12:00:00Z'))
  const app = await buildSite({ config, database, clock, logger: opts.logger, push: opts.push })
  return {
    app,
    clock,
    database,
    async close() {
      await app.close()
      if (!opts.database) await database.close()
    },
    /** The newest code the demo outbox delivered to `to` (an e-mail, or "+area number"). */
    async codeFor(to: string) {
      const res = await app.inject({ url: `/sports/demo/outbox?to=${encodeURIComponent(to)}` })
      const body = (res.json().data as { body: string }[])[0]?.body ?? ''
      return /\b(\d{6})\b/.exec(body)?.[1] ?? ''
    },
    /** Registers a player (password Secret123) and, with `fund`, deposits that much USDT by card. */
    async signUp(account: string, fund: string | null) {
      const reg = await app.inject({
        method: 'POST',
        url: '/sports/reg',
        payload: { account, password: 'Secret123' },
      })
      const { token } = reg.json().data as { token: string }
      if (fund)
        await app.inject({
          method: 'POST',
          url: '/sports/recharge',
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': `fund-${account}` },
          payload: {
            channel_id: 5,
            amount: fund,
            card: { name: 'S F', number: '4242424242424242', expiry: '12/30', cvv: '123' },
          },
        })
      return token
    },
    async signIn(account = 'demo', password = 'Demo1234') {
      const res = await app.inject({ method: 'POST', url: '/sports/sign_in', payload: { account, password } })
      return res.json().data as { token: string; fresh_token: string; user_id: number; role: number }
    },
  }
}
