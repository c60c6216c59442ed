// The operator's command line: withdrawals (list, approve, reject), back-office operators (add)
// and the demo clock (advance).
import { randomBytes } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import { operatorName, operatorPassword, operatorRole } from '#contract/backoffice.ts'
import { formatMinorUnits } from '#engine/money.ts'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { advanceClockOffset } from './db/clockOffset.ts'
import { users, withdrawals } from './db/schema.ts'
import { APPROVAL } from './modules/wallet/withdrawals.ts'

const usage =
  'usage: npm run ops -- withdrawals list | withdrawals approve ID | withdrawals reject ID [reason] | operators add NAME --role support|finance|trader|marketing|admin [--password P] | clock advance 30m|2h|1d'
const [area, action, idText, ...reasonWords] = process.argv.slice(2)
const usdt = (v: bigint) => `${formatMinorUnits(v, 6, 'USDT')} USDT`
const states = Object.fromEntries(Object.entries(APPROVAL).map(([name, code]) => [code, name]))

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: 'false' })
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR })
const app = await buildApp({ config, database })
/** `operators add NAME --role R [--password P]`: prints what the new operator needs to enrol. */
async function addOperator(verb: string | undefined, args: string[]) {
  const option = (flag: string) => {
    const i = args.indexOf(flag)
    return i >= 0 ? args[i + 1] : undefined
  }
  const name = operatorName.safeParse(args[0])
  const role = operatorRole.safeParse(option('--role'))
  if (verb !== 'add' || !name.success || !role.success) throw new Error(usage)
  // Letters and digits both, as the password rule wants; shown once, to be changed by the operator.
  const password = option('--password') ?? `${randomBytes(12).toString('base64url')}a1`
  if (!operatorPassword.safeParse(password).success)
    throw new Error('the password needs at least 10 characters with a letter and a number')
  const made = await app.services.operators.add(
    { kind: 'cli' },
    { name: name.data, role: role.data, password },
    { recoveryCodes: true },
  )
  console.log(
    [
      `operator ${made.name} (${made.role}) created, id ${made.id}`,
      `password:       ${password}`,
      `TOTP secret:    ${made.secret}`,
      `otpauth URI:    ${made.uri}`,
      'recovery codes (each works once; keep them offline):',
      ...made.recoveryCodes.map((c) => `  ${c}`),
      'Sign in at /backoffice: the password, then the code your authenticator shows for this secret.',
    ].join('\n'),
  )
}

try {
  if (area === 'clock') {
    const match = /^(\d+)([mhd])$/.exec(idText ?? '')
    if (action !== 'advance' || !match) throw new Error(usage)
    const ms = Number(match[1]) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 'm' | 'h' | 'd']
    const total = await advanceClockOffset(database.db, ms)
    console.log(
      `demo clock is now ${Math.round(total / 60_000)} minutes ahead; the server picks it up within seconds`,
    )
  } else if (area === 'operators') {
    await addOperator(action, [idText ?? '', ...reasonWords])
  } else if (area !== 'withdrawals') {
    throw new Error(usage)
  } else if (action === 'list') {
    const rows = await database.db
      .select({ w: withdrawals, account: users.account })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .orderBy(desc(withdrawals.id))
      .limit(50)
    if (rows.length === 0) console.log('no withdrawals')
    for (const { w, account } of rows) {
      console.log(
        [
          w.id,
          w.orderNo,
          account,
          usdt(w.amount),
          `fee ${usdt(w.fee + w.networkFee)}`,
          `net ${usdt(w.net)}`,
          states[w.status],
          JSON.stringify(w.destination),
        ].join('  '),
      )
    }
  } else if (action === 'approve' || action === 'reject') {
    const id = Number(idText)
    if (!Number.isSafeInteger(id) || id <= 0) throw new Error(usage)
    const result = await app.services.withdrawals.decide(id, action, reasonWords.join(' ') || undefined, {
      kind: 'cli',
    })
    console.log(`withdrawal ${id} (${result.orderNo}): ${states[result.status]}`)
  } else {
    throw new Error(usage)
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err)
  process.exitCode = 1
} finally {
  await app.close()
  await database.close()
}
