import { execFile, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/client.ts'
import { auditLog, withdrawals } from '../../db/schema.ts'
import { listenForOps } from '../../ops/channel.ts'
import { runOps } from '../../ops/commands.ts'
import { fakeBuild, testApp } from '../../test/harness.ts'
import { boGet, boPost, totpCode } from '../../test/operators.ts'
import { playerWithdrawal } from '../../test/withdrawals.ts'

const run = promisify(execFile)
const dataDir = mkdtempSync(join(tmpdir(), 'betsuite-ops-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const ops = (...args: string[]) =>
  run(process.execPath, ['server/ops.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  })

describe('npm run ops -- operators add', () => {
  it('creates an operator, prints its enrolment, writes the audit log as cli; the printout signs in', async () => {
    const { stdout } = await ops(
      'operators',
      'add',
      'Night.Admin',
      '--role',
      'admin',
      '--password',
      'Console1234',
    )
    expect(stdout).toContain('operator night.admin (admin) created')
    const secret = /TOTP secret:\s+([A-Z2-7]{32})/.exec(stdout)?.[1] ?? ''
    expect(stdout).toMatch(
      new RegExp(`otpauth://totp/Betsuite%20back%20office:night\\.admin\\?.*secret=${secret}`),
    )
    const codes = [...stdout.matchAll(/^ {2}([a-z2-9]{5}-[a-z2-9]{5})$/gm)].map((m) => m[1] ?? '')
    expect(codes).toHaveLength(10)

    const database = await openDatabase({ dataDir })
    const t = await testApp({ database, env: { SEED_DEMO: 'false', RATE_LIMITS: 'off' } })
    try {
      const [row] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'operator.add'))
      expect(row).toMatchObject({
        actorName: 'cli',
        actorRole: 'cli',
        actorId: null,
        target: 'operator:night.admin',
      })
      const first = (await boPost(t, '/sign-in', { name: 'night.admin', password: 'Console1234' })).json()
        .data
      expect(first.enrol.secret).toBe(secret)
      const session = (
        await boPost(t, '/sign-in/second-factor', {
          challenge: first.challenge,
          code: totpCode(secret, t.clock),
        })
      ).json().data
      // The printed codes are the operator's: none are made again at the first sign-in.
      expect(session.recoveryCodes).toBeNull()
      expect((await boGet(t, '/me', session.token)).json().data).toMatchObject({
        name: 'night.admin',
        role: 'admin',
      })
      const again = (await boPost(t, '/sign-in', { name: 'night.admin', password: 'Console1234' })).json()
        .data
      const byCode = await boPost(t, '/sign-in/second-factor', {
        challenge: again.challenge,
        recoveryCode: codes[0],
      })
      expect(byCode.json().code).toBe(0)
    } finally {
      await t.close()
      await database.close()
    }
  }, 120_000)
})

describe('npm run ops -- withdrawals reject', () => {
  it('decides through the same service and writes the audit row as cli, with the reason', async () => {
    const seeded = await openDatabase({ dataDir })
    const before = await testApp({ database: seeded, env: { RATE_LIMITS: 'off' } })
    const w = await playerWithdrawal(before, 'clireject', '5')
    await before.close()
    await seeded.close()

    const { stdout } = await ops('withdrawals', 'reject', String(w.id), 'address', 'flagged')
    expect(stdout).toContain(`withdrawal ${w.id} (${w.orderNo})`)

    const database = await openDatabase({ dataDir })
    const t = await testApp({ database, env: { SEED_DEMO: 'false', RATE_LIMITS: 'off' } })
    try {
      const [decided] = await database.db.select().from(withdrawals).where(eq(withdrawals.id, w.id))
      expect(decided?.status).toBe(4)
      const [row] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'withdrawal.reject'))
      expect(row).toMatchObject({
        actorName: 'cli',
        actorRole: 'cli',
        target: `withdrawal:${w.id}:${w.orderNo}`,
        before: { status: 0 },
        after: { status: 4 },
        reason: 'address flagged',
      })
    } finally {
      await t.close()
      await database.close()
    }
  }, 120_000)
})

describe('npm run ops beside a server running on the embedded database', () => {
  it('hands the command to the running server, which runs and audits it; with the server stopped it opens the files itself', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'betsuite-ops-live-'))
    const live = (...args: string[]) =>
      run(process.execPath, ['server/ops.ts', ...args], {
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
      })
    const database = await openDatabase({ dataDir: dir })
    const t = await testApp({ database, env: { RATE_LIMITS: 'off' } })
    const stop = await listenForOps(dir, (argv) =>
      runOps({ db: database.db, services: t.app.services }, argv),
    )
    try {
      const w = await playerWithdrawal(t, 'clilive', '5')
      const listed = await live('withdrawals', 'list')
      expect(listed.stdout).toMatch(
        new RegExp(`^${w.id}  ${w.orderNo}  clilive  5\\.000000 USDT.*canApprove`, 'm'),
      )
      const approved = await live('withdrawals', 'approve', String(w.id))
      expect(approved.stdout).toBe(`withdrawal ${w.id} (${w.orderNo}): successTransaction\n`)
      // The running server answers the player at once: the same process made the change.
      expect((await w.mine())?.status).toBe(3)
      const [row] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'withdrawal.approve'))
      expect(row).toMatchObject({ actorName: 'cli', target: `withdrawal:${w.id}:${w.orderNo}` })
      // A refusal comes back as the command's own error and exit code.
      const again = await live('withdrawals', 'approve', String(w.id)).catch(
        (e: { code: number; stderr: string }) => e,
      )
      expect(again).toMatchObject({ code: 1, stderr: expect.stringMatching(/\S/) })
      const bad = await live('withdrawals', 'fly').catch((e: { code: number; stderr: string }) => e)
      expect(bad).toMatchObject({ code: 1, stderr: expect.stringContaining('usage: npm run ops') })
    } finally {
      await stop()
      await t.close()
      await database.close()
    }
    // No server any more: the command opens the database itself, as before.
    const direct = await live(
      'operators',
      'add',
      'after.stop',
      '--role',
      'support',
      '--password',
      'Console1234',
    )
    expect(direct.stdout).toContain('operator after.stop (support) created')
    rmSync(dir, { recursive: true, force: true })
  }, 120_000)
})

describe('npm run ops beside `npm run serve` (start/main.ts) on the embedded database', () => {
  it('the real server opens the channel at start and commands run through it; once it stops, the command opens the same files itself', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'betsuite-ops-main-'))
    const env = {
      ...process.env,
      DATA_DIR: dir,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
    }
    const server = spawn(process.execPath, ['start/main.ts'], { env: { ...env, STATIC_DIR: fakeBuild() } })
    try {
      let log = ''
      await new Promise<void>((ready, fail) => {
        server.stdout.on('data', (chunk: Buffer) => {
          log += chunk.toString()
          if (log.includes('Betsuite is ready')) ready()
        })
        server.once('exit', (code) => fail(new Error(`server exited ${code}: ${log}`)))
      })
      const ops = (...args: string[]) => run(process.execPath, ['server/ops.ts', ...args], { env })
      expect((await ops('withdrawals', 'list')).stdout).toBe('no withdrawals\n')
      const added = await ops(
        'operators',
        'add',
        'beside.main',
        '--role',
        'finance',
        '--password',
        'Console1234',
      )
      expect(added.stdout).toContain('operator beside.main (finance) created')
      expect((await ops('clock', 'advance', '1d')).stdout).toContain('1440 minutes ahead')
    } finally {
      server.kill('SIGTERM')
      await new Promise((done) => server.once('exit', done))
    }
    // Stopped: the socket is gone and the command opens the files itself, seeing what it did before.
    const again = await run(
      process.execPath,
      ['server/ops.ts', 'operators', 'add', 'beside.main', '--role', 'finance'],
      {
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
      },
    ).catch((e: { code: number; stderr: string }) => e)
    expect(again).toMatchObject({ code: 1, stderr: expect.stringMatching(/\S/) })
    rmSync(dir, { recursive: true, force: true })
  }, 120_000)
})
