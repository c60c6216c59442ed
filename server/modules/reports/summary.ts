import { and, eq, gte, lt, sql } from 'drizzle-orm'
import type { LedgerKind } from '#contract/ledger.ts'
import type { AccountSummary } from '#contract/reports.ts'
import { formatMinorUnits } from '#engine/money.ts'
import type { Db } from '../../db/client.ts'
import { playerAccount } from '../ledger/index.ts'
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../ledger/tables.ts'
import type { OpenBets } from './open.ts'

type Line = Exclude<keyof AccountSummary, 'start_date' | 'end_date' | 'time_zone' | 'net'>

/**
 * Which summary line each ledger kind's movements of the player's cash fall on. Money out (a
 * withdrawal, a stake) is shown as a positive amount, so these lines subtract it; a transfer is
 * in or out by the sign of the player's entry. Kinds not listed still count in `net`.
 */
const LINES: Partial<Record<LedgerKind, { line: Line; sign: 1n | -1n }>> = {
  recharge: { line: 'deposits', sign: 1n },
  withdraw: { line: 'withdrawals', sign: -1n },
  withdraw_refund: { line: 'withdrawals', sign: -1n },
  game_transfer: { line: 'game_transfers', sign: 1n },
  reward_claim: { line: 'bonuses', sign: 1n },
  check_in: { line: 'bonuses', sign: 1n },
  bonus_convert: { line: 'bonuses', sign: 1n },
  adjustment: { line: 'adjustments', sign: 1n },
  sport_stake: { line: 'stakes', sign: -1n },
  cricket_stake: { line: 'stakes', sign: -1n },
  lottery_stake: { line: 'stakes', sign: -1n },
  game_stake: { line: 'stakes', sign: -1n },
  sport_payout: { line: 'payouts', sign: 1n },
  cricket_payout: { line: 'payouts', sign: 1n },
  lottery_payout: { line: 'payouts', sign: 1n },
  game_payout: { line: 'payouts', sign: 1n },
  game_refund: { line: 'payouts', sign: 1n },
}

/**
 * The player's cash movements over [start, end) straight from the ledger, by kind: deposits,
 * withdrawals, transfers, bonuses, bets and payouts, and their sum. Exact to the micro-unit, since
 * every line is a sum of ledger entries, except that the stakes of bets still open are left out
 * of the stakes and the sum: the balance moved by them too, but they are neither lost nor won yet.
 */
export async function accountSummary(
  db: Db,
  openBets: OpenBets,
  userId: number,
  period: { start: Date; end: Date },
): Promise<Omit<AccountSummary, 'start_date' | 'end_date' | 'time_zone'>> {
  const rows = await db
    .select({
      kind: ledgerTransactions.kind,
      incoming: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0), 0)::text`,
      outgoing: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0), 0)::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerAccounts.key, playerAccount(userId).key),
        gte(ledgerEntries.createdAt, period.start),
        lt(ledgerEntries.createdAt, period.end),
      ),
    )
    .groupBy(ledgerTransactions.kind)
  const lines: Record<Line, bigint> = {
    deposits: 0n,
    withdrawals: 0n,
    transfers_in: 0n,
    transfers_out: 0n,
    game_transfers: 0n,
    bonuses: 0n,
    adjustments: 0n,
    stakes: 0n,
    payouts: 0n,
  }
  let net = 0n
  for (const r of rows) {
    const incoming = BigInt(r.incoming)
    const outgoing = BigInt(r.outgoing)
    net += incoming + outgoing
    if (r.kind === 'transfer') {
      lines.transfers_in += incoming
      lines.transfers_out -= outgoing
      continue
    }
    const to = LINES[r.kind as LedgerKind]
    if (to) lines[to.line] += to.sign * (incoming + outgoing)
  }
  // Placed in the period, still open: their stakes wait for the outcome, out of stakes and net.
  // The cash the open bets hold: stakes less what bonus money paid of them (the seamless rounds'
  // bets are all cash).
  const open = (await openBets(db, { ...period, userId })).reduce((total, o) => total + o.cash, 0n)
  lines.stakes -= open
  net += open
  const text = (micro: bigint) => formatMinorUnits(micro, 6, 'USDT')
  return {
    deposits: text(lines.deposits),
    withdrawals: text(lines.withdrawals),
    transfers_in: text(lines.transfers_in),
    transfers_out: text(lines.transfers_out),
    game_transfers: text(lines.game_transfers),
    bonuses: text(lines.bonuses),
    adjustments: text(lines.adjustments),
    stakes: text(lines.stakes),
    payouts: text(lines.payouts),
    net: text(net),
  }
}
