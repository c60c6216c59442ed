import { and, asc, count, desc, eq, gt, ilike, isNull, max, min, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { playerListQuery, playersQuery } from '#contract/backoffice.ts'
import {
  DEPOSIT_STATUSES,
  type PageOf,
  type PlayerDetail,
  type PlayerInvitee,
  type PlayerLedgerRow,
  type PlayerPaymentRow,
  type PlayerRow,
  WITHDRAWAL_STATUSES,
} from '#contract/backofficeRoles.ts'
import { formatMinorUnits } from '#engine/money.ts'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../http/envelope.ts'
import { refreshTokens } from '../auth/tables.ts'
import { BASE_CURRENCY, playerAccount } from '../ledger/index.ts'
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../ledger/tables.ts'
import { deposits, paymentChannels, withdrawals } from '../payments/tables.ts'
import { users } from '../players/tables.ts'
import { bonusBalance, openBonuses } from '../rewards/index.ts'

/** LIKE wildcards in a filter are the characters themselves. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
const usdt = (micro: bigint) => formatMinorUnits(micro, 6, 'USDT')
const iso = (d: Date | null) => d?.toISOString() ?? null

type ListQuery = z.output<typeof playerListQuery>
const pageOf = <T>(rows: T[], total: number | undefined, q: ListQuery): PageOf<T> => ({
  rows,
  total: total ?? 0,
  page: q.page,
  pageSize: q.pageSize,
})

const sortColumns = { id: users.id, account: users.account, createdAt: users.createdAt }
/** The base-currency balance, 0 before the first deposit (the account is made on first use). */
const balance = sql<string>`coalesce(${ledgerAccounts.balance}, 0)`

/** Search by part of the account, e-mail or mobile number, or by the exact id. */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined
  const text = contains(q)
  const digits = q.replace(/[\s+-]/g, '')
  return or(
    ilike(users.account, text),
    ilike(users.email, text),
    digits ? ilike(sql`${users.areaCode} || ${users.phone}`, contains(digits)) : undefined,
    /^\d{1,15}$/.test(q) ? eq(users.id, Number(q)) : undefined,
  )
}

const rowOf = (u: typeof users.$inferSelect, micro: bigint): PlayerRow => ({
  id: u.id,
  account: u.account,
  nickname: u.nickname,
  email: u.email,
  mobile: u.phone ? `+${u.areaCode ?? ''} ${u.phone}` : null,
  balance: usdt(micro),
  locked: u.lockedAt !== null,
  withdrawDisabled: u.withdrawDisabled,
  createdAt: u.createdAt.toISOString(),
})

export async function playersPage(db: Db, q: z.output<typeof playersQuery>): Promise<PageOf<PlayerRow>> {
  const filter = matching(q.q)
  const direction = q.order === 'asc' ? asc : desc
  const [rows, [total]] = await Promise.all([
    db
      .select({ u: users, balance })
      .from(users)
      .leftJoin(
        ledgerAccounts,
        eq(ledgerAccounts.key, sql`'player:' || ${users.id} || ':' || ${BASE_CURRENCY}`),
      )
      .where(filter)
      .orderBy(direction(sortColumns[q.sort]), direction(users.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(users).where(filter),
  ])
  return pageOf(
    rows.map((r) => rowOf(r.u, BigInt(r.balance))),
    total?.n,
    q,
  )
}

export async function playerOf(db: Db, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id))
  if (!user) throw notFound('playerNotFound')
  return user
}

/** The live sign-ins of a player: families not revoked and not past their absolute expiry. */
export async function liveSessions(db: Db, userId: number, now: Date) {
  return db
    .select({
      id: refreshTokens.familyId,
      startedAt: min(refreshTokens.createdAt),
      lastRefreshAt: max(refreshTokens.createdAt),
      expiresAt: max(refreshTokens.familyExpiresAt),
    })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.familyExpiresAt, now),
      ),
    )
    .groupBy(refreshTokens.familyId)
    .orderBy(desc(max(refreshTokens.createdAt)))
}

export async function playerDetail(db: Db, id: number, now: Date): Promise<PlayerDetail> {
  const user = await playerOf(db, id)
  const [accounts, inviter, [invitees], sessions, bonusHeld, bonuses] = await Promise.all([
    db
      .select({ currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, id), eq(ledgerAccounts.kind, 'player')))
      .orderBy(asc(ledgerAccounts.id)),
    user.referrerId
      ? db.select({ id: users.id, account: users.account }).from(users).where(eq(users.id, user.referrerId))
      : Promise.resolve([]),
    db.select({ n: count() }).from(users).where(eq(users.referrerId, id)),
    liveSessions(db, id, now),
    bonusBalance(db, id),
    openBonuses(db, id),
  ])
  const usdt = (units: bigint) => formatMinorUnits(units, 6, 'USDT')
  const base = accounts.find((a) => a.currency === BASE_CURRENCY)?.balance ?? 0n
  return {
    ...rowOf(user, base),
    realName: user.realName,
    role: user.role,
    currency: user.currency,
    inviteCode: user.inviteCode,
    emailVerifiedAt: iso(user.emailVerifiedAt),
    mobileVerifiedAt: iso(user.phoneVerifiedAt),
    payPasswordSet: user.payPasswordHash !== null,
    lockedAt: iso(user.lockedAt),
    balances: accounts.map((a) => ({
      currency: a.currency,
      balance: formatMinorUnits(a.balance, 6, a.currency),
    })),
    bonus: {
      balance: usdt(bonusHeld),
      open: bonuses.map((b) => ({
        id: b.id,
        amount: usdt(b.amount),
        required: usdt(b.required),
        wagered: usdt(b.wagered),
        expiresAt: b.expiresAt.toISOString(),
      })),
    },
    invitedBy: inviter[0] ?? null,
    inviteeCount: invitees?.n ?? 0,
    sessions: sessions.map((s) => ({
      id: s.id,
      startedAt: iso(s.startedAt) ?? '',
      lastRefreshAt: iso(s.lastRefreshAt) ?? '',
      expiresAt: iso(s.expiresAt) ?? '',
    })),
  }
}

/** The player's wallet entries, newest first, each with the balance it left. */
export async function playerLedger(db: Db, id: number, q: ListQuery): Promise<PageOf<PlayerLedgerRow>> {
  await playerOf(db, id)
  const mine = eq(ledgerAccounts.key, playerAccount(id).key)
  const [rows, [total]] = await Promise.all([
    db
      .select({ e: ledgerEntries, kind: ledgerTransactions.kind })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(mine)
      .orderBy(desc(ledgerEntries.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(mine),
  ])
  return pageOf(
    rows.map(({ e, kind }) => ({
      id: e.id,
      at: e.createdAt.toISOString(),
      kind,
      amount: usdt(e.amount),
      // A player's entries always carry their balance after; only the house side's have none.
      balanceAfter: usdt(e.balanceAfter ?? 0n),
    })),
    total?.n,
    q,
  )
}

export async function playerDeposits(db: Db, id: number, q: ListQuery): Promise<PageOf<PlayerPaymentRow>> {
  await playerOf(db, id)
  const [rows, [total]] = await Promise.all([
    db
      .select({ d: deposits, channel: paymentChannels.name })
      .from(deposits)
      .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
      .where(eq(deposits.userId, id))
      .orderBy(desc(deposits.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(deposits).where(eq(deposits.userId, id)),
  ])
  return pageOf(
    rows.map(({ d, channel }) => ({
      id: d.id,
      orderNo: d.orderNo,
      channel,
      amount: usdt(d.credit),
      status: DEPOSIT_STATUSES[d.status] ?? 'failed',
      createdAt: d.createdAt.toISOString(),
    })),
    total?.n,
    q,
  )
}

export async function playerWithdrawals(db: Db, id: number, q: ListQuery): Promise<PageOf<PlayerPaymentRow>> {
  await playerOf(db, id)
  const [rows, [total]] = await Promise.all([
    db
      .select({ w: withdrawals, channel: paymentChannels.name })
      .from(withdrawals)
      .innerJoin(paymentChannels, eq(paymentChannels.id, withdrawals.channelId))
      .where(eq(withdrawals.userId, id))
      .orderBy(desc(withdrawals.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.userId, id)),
  ])
  return pageOf(
    rows.map(({ w, channel }) => ({
      id: w.id,
      orderNo: w.orderNo,
      channel,
      amount: usdt(w.amount),
      status: WITHDRAWAL_STATUSES[w.status] ?? 'failed',
      createdAt: w.createdAt.toISOString(),
    })),
    total?.n,
    q,
  )
}

/** Whom the player invited, newest first (who invited them is in the detail). */
export async function playerInvitees(db: Db, id: number, q: ListQuery): Promise<PageOf<PlayerInvitee>> {
  await playerOf(db, id)
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: users.id, account: users.account, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.referrerId, id))
      .orderBy(desc(users.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(users).where(eq(users.referrerId, id)),
  ])
  return pageOf(
    rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total?.n,
    q,
  )
}
