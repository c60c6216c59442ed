import { randomBytes } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import { operatorName, operatorPassword, operatorRole } from '#contract/backoffice.ts'
import { formatMinorUnits } from '#engine/money.ts'
import type { Db } from '../db/client.ts'
import { advanceClockOffset } from '../db/clockOffset.ts'
import type { OperatorService } from '../modules/backoffice/index.ts'
import { withdrawals } from '../modules/payments/tables.ts'
import { users } from '../modules/players/tables.ts'
import { APPROVAL, type WithdrawalService } from '../modules/wallet/index.ts'

export const USAGE =
  'usage: npm run ops -- withdrawals list | withdrawals approve ID | withdrawals reject ID [reason] | operators add NAME --role support|finance|trader|marketing|admin [--password P] | clock advance 30m|2h|1d'

/** What a command needs: the database and the services the server itself runs on. */
export interface OpsDeps {
  db: Db
  services: { withdrawals: WithdrawalService; operators: OperatorService }
}

/** What a command printed and how it ended, the same whether it ran here or in the running server. */
export interface OpsResult {
  stdout: string
  stderr: string
  exitCode: number
}

const usdt = (v: bigint) => `${formatMinorUnits(v, 6, 'USDT')} USDT`
const states = Object.fromEntries(Object.entries(APPROVAL).map(([name, code]) => [code, name]))

/** `operators add NAME --role R [--password P]`: prints what the new operator needs to enrol. */
async function addOperator(deps: OpsDeps, verb: string | undefined, args: string[]) {
  const option = (flag: string) => {
    const i = args.indexOf(flag)
    return i >= 0 ? args[i + 1] : undefined
  }
  const name = operatorName.safeParse(args[0])
  const role = operatorRole.safeParse(option('--role'))
  if (verb !== 'add' || !name.success || !role.success) throw new Error(USAGE)
  // Letters and digits both, as the password rule wants; shown once, to be changed by the operator.
  const password = option('--password') ?? `${randomBytes(12).toString('base64url')}a1`
  if (!operatorPassword.safeParse(password).success)
    throw new Error('the password needs at least 10 characters with a letter and a number')
  const made = await deps.services.operators.add(
    { kind: 'cli' },
    { name: name.data, role: role.data, password },
    { recoveryCodes: true },
  )
  return [
    `operator ${made.name} (${made.role}) created, id ${made.id}`,
    `password:       ${password}`,
    `TOTP secret:    ${made.secret}`,
    `otpauth URI:    ${made.uri}`,
    'recovery codes (each works once; keep them offline):',
    ...made.recoveryCodes.map((c) => `  ${c}`),
    'Sign in at /backoffice: the password, then the code your authenticator shows for this secret.',
  ]
}

async function withdrawalCommand(
  deps: OpsDeps,
  action: string | undefined,
  idText: string | undefined,
  reasonWords: string[],
) {
  if (action === 'list') {
    const rows = await deps.db
      .select({ w: withdrawals, account: users.account })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .orderBy(desc(withdrawals.id))
      .limit(50)
    if (rows.length === 0) return ['no withdrawals']
    return rows.map(({ w, account }) =>
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
  if (action !== 'approve' && action !== 'reject') throw new Error(USAGE)
  const id = Number(idText)
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(USAGE)
  const result = await deps.services.withdrawals.decide(id, action, reasonWords.join(' ') || undefined, {
    kind: 'cli',
  })
  return [`withdrawal ${id} (${result.orderNo}): ${states[result.status]}`]
}

/**
 * The operator's commands: withdrawals (list, approve, reject), back-office operators (add) and the
 * demo clock (advance). They call the server's own services, so they check and audit as it does.
 */
export async function runOps(deps: OpsDeps, argv: readonly string[]): Promise<OpsResult> {
  const [area, action, idText, ...rest] = argv
  try {
    let lines: string[]
    if (area === 'clock') {
      const match = /^(\d+)([mhd])$/.exec(idText ?? '')
      if (action !== 'advance' || !match) throw new Error(USAGE)
      const ms = Number(match[1]) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 'm' | 'h' | 'd']
      const total = await advanceClockOffset(deps.db, ms)
      lines = [
        `demo clock is now ${Math.round(total / 60_000)} minutes ahead; the server picks it up within seconds`,
      ]
    } else if (area === 'operators') {
      lines = await addOperator(deps, action, [idText ?? '', ...rest])
    } else if (area === 'withdrawals') {
      lines = await withdrawalCommand(deps, action, idText, rest)
    } else {
      throw new Error(USAGE)
    }
    return { stdout: `${lines.join('\n')}\n`, stderr: '', exitCode: 0 }
  } catch (err) {
    return { stdout: '', stderr: `${err instanceof Error ? err.message : String(err)}\n`, exitCode: 1 }
  }
}
