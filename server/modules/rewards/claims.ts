import { and, asc, eq } from 'drizzle-orm'
import { REWARD_STATUS, type RewardStatus, type RewardsOverview, TASK_TYPE } from '#contract/rewards.ts'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { rejected } from '../../http/envelope.ts'
import { runOnce } from '../ledger/index.ts'
import { bonusBalance, openBonuses, payReward } from './bonus.ts'
import { byId, rulesOf, runningCampaigns } from './campaigns.ts'
import { depositWithdrawn, lockPlayer, qualifyingDeposit } from './depositMatch.ts'
import { micro, usdtText } from './money.ts'
import { campaigns, rewardClaims } from './tables.ts'

/** Why a reward that is not Eligible cannot be claimed, in the words the client translates. */
const refusal: Record<RewardStatus, string> = {
  [REWARD_STATUS.pending]: 'rewardNotEligible',
  [REWARD_STATUS.eligible]: 'rewardNotEligible',
  [REWARD_STATUS.claimed]: 'rewardAlreadyClaimed',
  [REWARD_STATUS.expire]: 'rewardExpired',
}

export function claimService(ctx: AppContext) {
  /**
   * POST claim/bonus: pays one Eligible reward of the player, once. Anything else is refused
   * before money moves: another player's or an unknown id (rewardNotFound), Pending, Claimed or
   * Expire (also an Eligible one past its window), and a deposit's own reward once that deposit is
   * withdrawn or being withdrawn (rewardDepositWithdrawn). Concurrent claims of one reward run under one
   * key: the first pays, the others get its answer.
   */
  async function claim(userId: number, id: number) {
    const now = ctx.clock.now()
    const [row] = await ctx.db.select().from(rewardClaims).where(eq(rewardClaims.id, id))
    if (!row || row.userId !== userId) throw rejected('rewardNotFound', { id })
    const status = row.status as RewardStatus
    if (status !== REWARD_STATUS.eligible) throw rejected(refusal[status], { id })
    if (row.expiresAt && row.expiresAt <= now) throw rejected('rewardExpired', { id })
    const campaign = await byId(ctx.db, row.campaignId)
    if (!campaign) throw rejected('rewardNotFound', { id })
    const deposit = qualifyingDeposit(campaign, row)
    // A deposit's own reward is not for a deposit taken back out: decided under the player's lock,
    // which a withdrawal request takes too, before the claim's key is kept, so the reward can
    // still be claimed should that withdrawal be rejected.
    const notWithdrawn = async (tx: Db) => {
      if (!deposit) return
      await lockPlayer(tx, userId)
      if (await depositWithdrawn(tx, userId, deposit)) throw rejected('rewardDepositWithdrawn', { id })
    }
    const result = await runOnce(
      ctx.db,
      { key: `reward-claim:${id}`, kind: 'reward_claim', userId, request: { claim: id, userId } },
      async (tx, transactionId) => {
        const [claimed] = await tx
          .update(rewardClaims)
          .set({ status: REWARD_STATUS.claimed, claimedAt: now })
          .where(and(eq(rewardClaims.id, id), eq(rewardClaims.status, REWARD_STATUS.eligible)))
          .returning()
        if (!claimed) throw rejected('rewardNotEligible', { id })
        const paid = await payReward(tx, transactionId, claimed, campaign, now)
        return {
          id,
          bonus_amount: usdtText(claimed.amount),
          claim_status: REWARD_STATUS.claimed,
          paid_to: paid.to,
        }
      },
      notWithdrawn,
    )
    await ctx.walletPush.publish(userId, 'reward')
    return result
  }

  /** GET claim/bonus: the player's rewards by schedule, running tasks and bonus money. */
  async function overview(userId: number): Promise<RewardsOverview> {
    const now = ctx.clock.now()
    const rows = await ctx.db
      .select({ claim: rewardClaims, campaign: campaigns })
      .from(rewardClaims)
      .innerJoin(campaigns, eq(campaigns.id, rewardClaims.campaignId))
      .where(eq(rewardClaims.userId, userId))
      .orderBy(asc(rewardClaims.campaignId), asc(rewardClaims.id))
    const schedules = new Map<number, RewardsOverview['schedules'][number] & { sum: bigint }>()
    for (const { claim, campaign } of rows) {
      if (campaign.kind === 'lottery_task' && claim.status === REWARD_STATUS.pending) continue
      const schedule = schedules.get(campaign.id) ?? {
        schedule_id: campaign.id,
        name: campaign.name,
        kind: campaign.kind as RewardsOverview['schedules'][number]['kind'],
        payout: campaign.payout as 'bonus' | 'cash',
        total: '',
        sum: 0n,
        claims: [],
      }
      schedule.sum += claim.amount
      schedule.claims.push({
        id: claim.id,
        bonus_amount: usdtText(claim.amount),
        claim_status: claim.status as RewardStatus,
        expires_at: claim.expiresAt?.toISOString() ?? null,
      })
      schedules.set(campaign.id, schedule)
    }

    const tasks: RewardsOverview['tasks'] = []
    for (const campaign of await runningCampaigns(ctx.db, ['lottery_task'], now)) {
      const rules = rulesOf(campaign, 'lottery_task')
      const own = rows.find((r) => r.campaign.id === campaign.id && r.claim.source === 'task')?.claim
      tasks.push({
        id: own?.id ?? 0,
        schedule_id: campaign.id,
        task_type: TASK_TYPE.placeLotteryBet,
        progress: usdtText(own?.progress ?? 0n),
        target: usdtText(micro(rules.target)),
        bonus_amount: usdtText(micro(rules.amount)),
        claim_status: (own?.status ?? REWARD_STATUS.pending) as RewardStatus,
      })
    }

    const open = await openBonuses(ctx.db, userId)
    return {
      schedules: [...schedules.values()].map(({ sum, ...s }) => ({ ...s, total: usdtText(sum) })),
      tasks,
      bonus: {
        balance: usdtText(await bonusBalance(ctx.db, userId)),
        open: open
          .filter((b) => b.expiresAt > now)
          .map((b) => ({
            id: b.id,
            amount: usdtText(b.amount),
            required: usdtText(b.required),
            wagered: usdtText(b.wagered),
            expires_at: b.expiresAt.toISOString(),
          })),
      },
    }
  }

  return { claim, overview }
}
