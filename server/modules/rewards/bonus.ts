import { and, asc, desc, eq, lte, ne, sql } from 'drizzle-orm'
import { REWARD_STATUS, type WagerProduct } from '#contract/rewards.ts'
import type { Db } from '../../db/client.ts'
import {
  type AccountRef,
  bonusAccount,
  playerAccount,
  playerBalance,
  postEntries,
  runOnce,
  systemAccount,
} from '../ledger/index.ts'
import { DAY_MS } from './money.ts'
import { bonuses, type campaigns, rewardClaims } from './tables.ts'

const promotions = () => systemAccount('promotions')

/**
 * Pays a reward that has just been marked Claimed, inside the claim's ledger transaction: cash
 * straight to the player, or bonus money with its wagering requirement (a campaign paying bonus
 * with no requirement pays cash, since nothing would ever hold it back).
 */
export async function payReward(
  tx: Db,
  transactionId: number,
  claim: { id: number; userId: number; amount: bigint },
  campaign: typeof campaigns.$inferSelect,
  now: Date,
) {
  if (claim.amount <= 0n) return { to: 'cash' as const }
  const asBonus = campaign.payout === 'bonus' && campaign.wagerMultiple > 0
  const to = asBonus ? bonusAccount(claim.userId) : playerAccount(claim.userId)
  await postEntries(tx, transactionId, [
    { account: promotions(), amount: -claim.amount },
    { account: to, amount: claim.amount },
  ])
  if (!asBonus) return { to: 'cash' as const }
  await tx.insert(bonuses).values({
    userId: claim.userId,
    claimId: claim.id,
    amount: claim.amount,
    required: claim.amount * BigInt(campaign.wagerMultiple),
    weights: campaign.weights,
    status: 'open',
    expiresAt: new Date(now.getTime() + campaign.wagerDays * DAY_MS),
  })
  return { to: 'bonus' as const }
}

/** The player's bonus money now, in micro-units (0 before any). */
export const bonusBalance = (db: Db, userId: number) => playerBalance(db, userId, bonusAccount(userId))

export const openBonuses = (db: Db, userId: number) =>
  db
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.userId, userId), eq(bonuses.status, 'open')))
    .orderBy(asc(bonuses.id))

type Closing = 'converted' | 'expired' | 'forfeited'
const closingKind = {
  converted: 'bonus_convert',
  expired: 'bonus_expire',
  forfeited: 'bonus_forfeit',
} as const

/**
 * Closes one open bonus once (its own ledger transaction, keyed by the bonus, nested in the
 * caller's transaction when there is one): converted moves what it granted from bonus money to
 * cash; expired and forfeited take it back to the promotions account. What moves is capped by the
 * bonus money actually held, and the last open bonus moves all of it. Returns the amount moved, or null when it was already closed.
 */
export async function closeBonus(db: Db, bonus: { id: number; userId: number }, how: Closing, now: Date) {
  let moved: bigint | null = null
  await runOnce(
    db,
    {
      key: `bonus-close:${bonus.id}`,
      kind: closingKind[how],
      userId: bonus.userId,
      request: { bonus: bonus.id, how },
    },
    async (tx, transactionId) => {
      const [row] = await tx
        .update(bonuses)
        .set({ status: how, closedAt: now })
        .where(and(eq(bonuses.id, bonus.id), eq(bonuses.status, 'open')))
        .returning()
      if (!row) return { closed: false }
      const held = await bonusBalance(tx, bonus.userId)
      // The last open bonus takes all the bonus money with it, winnings of bonus stakes included;
      // with others still open it moves what it granted, never more than is held.
      const [other] = await tx
        .select({ id: bonuses.id })
        .from(bonuses)
        .where(and(eq(bonuses.userId, bonus.userId), eq(bonuses.status, 'open'), ne(bonuses.id, bonus.id)))
        .limit(1)
      const amount = !other || row.amount > held ? held : row.amount
      if (amount > 0n)
        await postEntries(tx, transactionId, [
          { account: bonusAccount(bonus.userId), amount: -amount },
          {
            account: how === 'converted' ? playerAccount(bonus.userId) : promotions(),
            amount,
          },
        ])
      moved = amount
      return { closed: true, amount: String(amount) }
    },
  ).catch((err: unknown) => {
    // Another closing of the same bonus came first (converted, then expiry): nothing more to do.
    if ((err as { message?: string }).message === 'idempotencyKeyReused') return
    throw err
  })
  return moved
}

/**
 * A settled stake counts toward the player's open bonuses, oldest first, weighted by the percent
 * its campaign set for the product; what a bonus does not need carries to the next. A bonus whose
 * requirement is met turns into cash in the same transaction. Cancelled bets count nothing.
 */
export async function countWagering(
  tx: Db,
  bet: { userId: number; product: WagerProduct; stake: bigint },
  now: Date,
) {
  let left = bet.stake
  let converted = false
  // Locked: stakes settling at once for one player (a record pull beside a bet's settlement) each
  // read what the other already counted, so a requirement is never passed over or counted twice.
  for (const bonus of await openBonuses(tx, bet.userId).for('update')) {
    if (left <= 0n) break
    if (bonus.expiresAt <= now) continue
    const weight = BigInt(bonus.weights[bet.product] ?? 0)
    if (weight === 0n) continue
    const counted = (left * weight) / 100n
    const need = bonus.required - bonus.wagered
    const used = counted < need ? counted : need
    // The stake spent on this bonus, in unweighted terms, no longer counts for the next one.
    left -= used === counted ? left : (used * 100n + weight - 1n) / weight
    const [row] = await tx
      .update(bonuses)
      .set({ wagered: sql`${bonuses.wagered} + ${used}` })
      .where(and(eq(bonuses.id, bonus.id), eq(bonuses.status, 'open')))
      .returning()
    if (row && row.wagered >= row.required) {
      await closeBonus(tx, row, 'converted', now)
      converted = true
    }
  }
  return converted
}

/**
 * Where a settled bet's bonus stake (its refund, or its share of the winnings) goes: back to bonus
 * money while a bonus is open; once none is, after the player's latest bonus: to cash when it was
 * converted (the requirement was met), to the promotions account when it expired or was forfeited.
 */
export async function bonusReturnAccount(tx: Db, userId: number): Promise<AccountRef> {
  const [latest] = await tx
    .select({ status: bonuses.status })
    .from(bonuses)
    .where(eq(bonuses.userId, userId))
    .orderBy(sql`${bonuses.status} = 'open' desc`, desc(bonuses.closedAt), desc(bonuses.id))
    .limit(1)
  if (latest?.status === 'open') return bonusAccount(userId)
  if (latest?.status === 'expired' || latest?.status === 'forfeited') return promotions()
  return playerAccount(userId)
}

/**
 * Bonus money earned on a stake that bonus money funded (an extra bonus's bonus share, USDT micro),
 * posted from the promotions account in the caller's ledger transaction. It stays bonus money
 * under the same wagering: the player's newest open bonus grows by it, and its requirement by it ×
 * that bonus's own multiple, so it turns into cash only when that wagering is met. With no bonus
 * open it follows the stake's own winnings (bonusReturnAccount): cash after a converted bonus,
 * nothing at all after an expired or forfeited one. Returns what was paid.
 */
export async function grantBonusShare(tx: Db, transactionId: number, userId: number, amount: bigint) {
  if (amount <= 0n) return 0n
  const [newest] = await tx
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.userId, userId), eq(bonuses.status, 'open')))
    .orderBy(desc(bonuses.id))
    .limit(1)
    .for('update')
  if (newest) {
    // The bonus's own terms: required was its amount × its campaign's multiple, and stays so.
    const more = newest.amount > 0n ? (amount * newest.required) / newest.amount : 0n
    await tx
      .update(bonuses)
      .set({ amount: sql`${bonuses.amount} + ${amount}`, required: sql`${bonuses.required} + ${more}` })
      .where(eq(bonuses.id, newest.id))
  }
  const to = newest ? bonusAccount(userId) : await bonusReturnAccount(tx, userId)
  if (to.key === promotions().key) return 0n
  await postEntries(tx, transactionId, [
    { account: promotions(), amount: -amount },
    { account: to, amount },
  ])
  return amount
}

/** What a withdrawal would forfeit now: the bonus money held while wagering is open. */
export async function forfeitable(db: Db, userId: number) {
  const open = await openBonuses(db, userId)
  if (open.length === 0) return null
  // Forfeiting closes every open bonus, and the last takes all the bonus money held with it.
  return { bonuses: open.length, amount: await bonusBalance(db, userId) }
}

/** Closes every open bonus of the player as forfeited (a confirmed withdrawal), in the caller's transaction. */
export async function forfeitAll(tx: Db, userId: number, now: Date) {
  for (const bonus of await openBonuses(tx, userId)) await closeBonus(tx, bonus, 'forfeited', now)
}

/**
 * The expiry job: Eligible rewards past their claim window become Expire, and open bonuses past
 * their deadline give their bonus money back. Safe to run again at any time. Returns how many
 * rows it changed.
 */
export async function expireDue(db: Db, now: Date) {
  const expired = await db
    .update(rewardClaims)
    .set({ status: REWARD_STATUS.expire })
    .where(and(eq(rewardClaims.status, REWARD_STATUS.eligible), lte(rewardClaims.expiresAt, now)))
    .returning({ id: rewardClaims.id })
  const due = await db
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.status, 'open'), lte(bonuses.expiresAt, now)))
  for (const bonus of due) await closeBonus(db, bonus, 'expired', now)
  return expired.length + due.length
}
