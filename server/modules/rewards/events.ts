import { and, count, eq, sql } from 'drizzle-orm'
import { REWARD_STATUS, type WagerProduct } from '#contract/rewards.ts'
import { TX } from '#contract/wallet.ts'
import type { Db } from '../../db/client.ts'
import { systemMessage } from '../notices/index.ts'
import { deposits } from '../payments/tables.ts'
import { onBreak } from '../players/index.ts'
import { users } from '../players/tables.ts'
import { totalRecharge } from '../vip/index.ts'
import { vipLevels } from '../vip/tables.ts'
import { countWagering } from './bonus.ts'
import { type Campaign, rulesOf, runningCampaigns } from './campaigns.ts'
import { DAY_MS, micro, usdtText } from './money.ts'
import { rewardClaims } from './tables.ts'

/** Makes a reward Eligible once per (campaign, player, source); seeing its cause again changes nothing. */
async function makeEligible(
  tx: Db,
  campaign: Campaign,
  userId: number,
  source: string,
  amount: bigint,
  now: Date,
) {
  if (amount <= 0n) return
  const made = await tx
    .insert(rewardClaims)
    .values({
      campaignId: campaign.id,
      userId,
      source,
      amount,
      status: REWARD_STATUS.eligible,
      eligibleAt: now,
      expiresAt: new Date(now.getTime() + campaign.claimDays * DAY_MS),
    })
    .onConflictDoNothing()
    .returning({ id: rewardClaims.id })
  // The player hears of a new claimable reward in their private messages, in the same transaction.
  if (made.length > 0)
    await systemMessage(
      tx,
      userId,
      'msg.rewardClaimable',
      {
        title: 'Reward ready to claim',
        body: `A reward of ${usdtText(amount)} USDT is ready to claim on the Rewards page.`,
      },
      { amount: usdtText(amount) },
      now,
    )
}

/**
 * A deposit has just been credited (called inside the transaction that credits it, so a reward is
 * never granted without its deposit, nor lost with it): recharge rewards, a first-deposit match,
 * VIP levels the player's total now reaches, and the inviter's referral reward.
 */
export async function onDepositCredited(
  tx: Db,
  deposit: { userId: number; orderNo: string; credit: bigint },
  now: Date,
) {
  const running = await runningCampaigns(tx, ['first_deposit', 'deposit', 'vip_level', 'referral'], now)
  // A player on a break is made no offer: nothing their deposit would earn becomes Eligible.
  if (running.length === 0 || (await onBreak(tx, deposit.userId, now))) return
  const [credited] = await tx
    .select({ n: count() })
    .from(deposits)
    .where(and(eq(deposits.userId, deposit.userId), eq(deposits.status, TX.success)))
  const first = credited?.n === 1
  const after = await totalRecharge(tx, deposit.userId)
  const before = after - deposit.credit
  const levels = await tx.select().from(vipLevels)
  const reached = levels.filter((l) => l.recharge > before && l.recharge <= after)
  const [user] = await tx
    .select({ referrerId: users.referrerId })
    .from(users)
    .where(eq(users.id, deposit.userId))
  const source = `deposit:${deposit.orderNo}`

  for (const campaign of running) {
    if (campaign.kind === 'first_deposit' && first) {
      const rules = rulesOf(campaign, 'first_deposit')
      const match = (deposit.credit * BigInt(rules.percent)) / 100n
      const cap = micro(rules.cap)
      await makeEligible(tx, campaign, deposit.userId, source, match < cap ? match : cap, now)
    }
    if (campaign.kind === 'deposit') {
      const rules = rulesOf(campaign, 'deposit')
      if (deposit.credit >= micro(rules.threshold))
        await makeEligible(tx, campaign, deposit.userId, source, micro(rules.amount), now)
    }
    if (campaign.kind === 'vip_level') {
      const { amounts } = rulesOf(campaign, 'vip_level')
      for (const level of reached) {
        const amount = amounts[String(level.level)]
        if (amount)
          await makeEligible(tx, campaign, deposit.userId, `level:${level.level}`, micro(amount), now)
      }
    }
    if (campaign.kind === 'referral' && first && user?.referrerId) {
      const rules = rulesOf(campaign, 'referral')
      await makeEligible(
        tx,
        campaign,
        user.referrerId,
        `referral:${deposit.userId}`,
        micro(rules.amount),
        now,
      )
    }
  }
}

/**
 * A bet has just been settled (inside the transaction that pays it): its stake counts toward the
 * player's open bonus wagering and, for lottery, toward running staking tasks, which turn
 * Eligible when their target is reached. Cancelled bets are not stakes that counted. Returns
 * whether a bonus turned into cash.
 */
export async function onStakeSettled(
  tx: Db,
  bet: { userId: number; product: WagerProduct; stake: bigint; cancelled: boolean },
  now: Date,
) {
  if (bet.cancelled || bet.stake <= 0n) return false
  // A staking task is an offer: a player on a break makes no progress on one (a bonus already
  // held still counts its wagering, below: that is its terms, not an offer).
  if (bet.product === 'lottery' && !(await onBreak(tx, bet.userId, now))) {
    for (const campaign of await runningCampaigns(tx, ['lottery_task'], now)) {
      const rules = rulesOf(campaign, 'lottery_task')
      const target = micro(rules.target)
      await tx
        .insert(rewardClaims)
        .values({
          campaignId: campaign.id,
          userId: bet.userId,
          source: 'task',
          amount: micro(rules.amount),
          status: REWARD_STATUS.pending,
          target,
        })
        .onConflictDoNothing()
      const [task] = await tx
        .update(rewardClaims)
        .set({ progress: sql`${rewardClaims.progress} + ${bet.stake}` })
        .where(
          and(
            eq(rewardClaims.campaignId, campaign.id),
            eq(rewardClaims.userId, bet.userId),
            eq(rewardClaims.source, 'task'),
            eq(rewardClaims.status, REWARD_STATUS.pending),
          ),
        )
        .returning()
      if (task && task.progress >= task.target)
        await tx
          .update(rewardClaims)
          .set({
            status: REWARD_STATUS.eligible,
            eligibleAt: now,
            expiresAt: new Date(now.getTime() + campaign.claimDays * DAY_MS),
          })
          .where(eq(rewardClaims.id, task.id))
    }
  }
  return countWagering(tx, bet, now)
}
