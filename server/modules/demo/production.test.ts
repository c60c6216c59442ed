import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import { openDatabase } from '../../db/client.ts'
import { ledgerEntries, serverSecrets, users } from '../../db/schema.ts'
import { fakeBuild, testApp } from '../../test/harness.ts'

/**
 * Production never runs on a database that served the demo: started in production mode on one,
 * the server refuses before it writes or serves anything, naming what it found and the way to a
 * clean database. A clean production database starts, and a player cannot plant a demo account.
 */
const PRODUCTION = {
  APP_MODE: 'production',
  JWT_SECRET: 'q'.repeat(40),
  SMTP_URL: 'smtp://127.0.0.1:9',
  SMS_URL: 'http://127.0.0.1:9/sms',
  LOG_LEVEL: 'silent',
}
const productionConfig = () => loadConfig({ ...PRODUCTION, STATIC_DIR: fakeBuild() })
const REFUSAL =
  /^This database holds demo data \(.+\)\. Production needs a database that was never started in demo mode: create a new one and set DATABASE_URL/

/**
 * A database the demo ran on: seeded, a deposit made, a code in the demo outbox, the demo admin and
 * accounts as the README has them.
 */
async function demoDatabase() {
  const database = await openDatabase({ dataDir: 'memory://' })
  const demo = await testApp({ database, env: { RATE_LIMITS: 'off' } })
  await demo.signUp('demoplayer', '25')
  // A code sent to the demo outbox: a sandbox row.
  await demo.app.inject({ url: '/sports/verify/email?email=player@example.com&kind=1' })
  await demo.close()
  return database
}

describe('production mode on a database that served the demo', () => {
  it('refuses to start, naming the demo accounts, operator and sandbox rows, and writes nothing', async () => {
    const database = await demoDatabase()
    const before = {
      secrets: await database.db.select().from(serverSecrets).orderBy(serverSecrets.name),
      entries: (await database.db.select({ n: count() }).from(ledgerEntries))[0]?.n,
    }
    const started = buildApp({ config: productionConfig(), database })
    await expect(started).rejects.toThrow(REFUSAL)
    const message = await started.catch((err: Error) => err.message)
    for (const trace of [
      'a start in demo mode',
      'a signing key generated in demo mode',
      'demo accounts demo, agent',
      'the demo operator admin',
      'sandbox rows in outbox_messages',
    ])
      expect(message).toContain(trace)
    expect({
      secrets: await database.db.select().from(serverSecrets).orderBy(serverSecrets.name),
      entries: (await database.db.select({ n: count() }).from(ledgerEntries))[0]?.n,
    }).toEqual(before)
    await database.close()
  })

  it('an older demo database without the mark or the generated keys is still refused by its accounts', async () => {
    const database = await demoDatabase()
    await database.db.delete(serverSecrets)
    await expect(buildApp({ config: productionConfig(), database })).rejects.toThrow(
      /demo accounts demo, agent; the demo operator admin/,
    )
    await database.close()
  })

  it('`npm run serve` in production mode on it exits with the message and never listens', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'betsuite-demo-prod-'))
    const seeded = await openDatabase({ dataDir: dir })
    const demo = await testApp({ database: seeded, env: { RATE_LIMITS: 'off' } })
    await demo.close()
    await seeded.close()
    // A free port, so a sign-in there would reach this server and nothing else.
    const port = await new Promise<number>((found) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address()
        probe.close(() => found(typeof address === 'object' && address ? address.port : 0))
      })
    })
    const server = spawn(process.execPath, ['start/main.ts'], {
      env: {
        ...process.env,
        ...PRODUCTION,
        LOG_LEVEL: 'info',
        DATA_DIR: dir,
        DATABASE_URL: '',
        HOST: '127.0.0.1',
        PORT: String(port),
        STATIC_DIR: fakeBuild(),
      },
    })
    let out = ''
    let err = ''
    server.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString()
    })
    // It exits; a server that starts instead is asked to sign the demo in, then stopped.
    const outcome = await new Promise<{ code: number | null; signIn?: unknown }>((done) => {
      server.stdout.on('data', async (chunk: Buffer) => {
        out += chunk.toString()
        if (!out.includes('Betsuite is ready')) return
        const res = await fetch(`http://127.0.0.1:${port}/sports/sign_in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ account: 'demo', password: 'Demo1234' }),
        })
        server.kill('SIGTERM')
        done({ code: null, signIn: await res.json() })
      })
      server.once('exit', (code) => done({ code }))
    })
    expect(outcome).toEqual({ code: 1 })
    expect(err.trim()).toMatch(REFUSAL)
    expect(err).toContain('demo accounts demo, agent')
    expect(err).not.toContain('    at ')
    expect(out).not.toContain('Betsuite is ready')
    const signIn = await fetch(`http://127.0.0.1:${port}/sports/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'demo', password: 'Demo1234' }),
    }).catch((e: Error) => e)
    expect(signIn).toBeInstanceOf(Error)
    rmSync(dir, { recursive: true, force: true })
  }, 120_000)
})

describe('production mode on a clean database', () => {
  it('starts, refuses the demo accounts as new accounts, and starts again after', async () => {
    const database = await openDatabase({ dataDir: 'memory://' })
    const first = await testApp({ database, env: PRODUCTION })
    for (const account of ['demo', 'agent']) {
      const res = await first.app.inject({
        method: 'POST',
        url: '/sports/reg',
        payload: { account, password: account === 'demo' ? 'Demo1234' : 'Agent1234' },
      })
      expect(res.json()).toMatchObject({ code: 1, msg: 'accountTaken', data: { field: 'account' } })
    }
    const other = await first.app.inject({
      method: 'POST',
      url: '/sports/reg',
      payload: { account: 'demoplayer', password: 'Demo1234' },
    })
    expect(other.json().code).toBe(0)
    await first.close()
    const rows = await database.db
      .select({ account: users.account })
      .from(users)
      .where(inArray(users.account, ['demo', 'agent']))
    expect(rows).toEqual([])
    expect(
      await database.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'demo_database')),
    ).toEqual([])
    const again = await testApp({ database, env: PRODUCTION })
    expect((await again.app.inject('/health')).json().code).toBe(0)
    await again.close()
    await database.close()
  })
})
