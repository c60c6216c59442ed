import { and, desc, eq, lt } from 'drizzle-orm'
import { CHECK_IN_CYCLE, type CheckInCalendar, REWARD_STATUS } from '#contract/rewards.ts'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { rejected } from '../../http/envelope.ts'
import { runOnce } from '../ledger/index.ts'
import { payReward } from './bonus.ts'
import { type Campaign, rulesOf, runningCheckIn } from './campaigns.ts'
import { micro, usdtText } from './money.ts'
import { daysBefore, siteDate } from './siteDays.ts'
import { checkIns, rewardClaims } from './tables.ts'

/** The player's last check-in before `day` (a site date), if any. */
async function lastBefore(db: Db, userId: number, day: string) {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), lt(checkIns.day, day)))
    .orderBy(desc(checkIns.day))
    .limit(1)
  return row ?? null
}

/**
 * Where a check-in on `day` falls: the day after a check-in continues the streak (day 8 starts a
 * new week at day 1, the streak goes on); any gap starts again at day 1 with a streak of 1.
 */
function next(last: typeof checkIns.$inferSelect | null, day: string) {
  if (last && last.day === daysBefore(day, 1))
    return { cycleDay: (last.cycleDay % CHECK_IN_CYCLE) + 1, streak: last.streak + 1 }
  return { cycleDay: 1, streak: 1 }
}

export function checkInService(ctx: AppContext) {
  const today = () => siteDate(ctx.clock.now(), ctx.config.SITE_TIMEZONE)
  const amounts = (campaign: Campaign) => rulesOf(campaign, 'check_in').amounts.map(micro)

  /** GET check_in: this week's days with their amounts, which are checked in, and today's. */
  async function calendar(userId: number): Promise<CheckInCalendar> {
    const date = today()
    const campaign = await runningCheckIn(ctx.db, ctx.clock.now())
    const [todays] = await ctx.db
      .select()
      .from(checkIns)
      .where(and(eq(checkIns.userId, userId), eq(checkIns.day, date)))
    const last = todays ?? (await lastBefore(ctx.db, userId, date))
    const coming = todays ? null : next(last, date)
    // Days of this week already checked in: up to today's, or up to yesterday's while the streak holds.
    const done = todays ? todays.cycleDay : coming && coming.cycleDay > 1 ? coming.cycleDay - 1 : 0
    const streak = todays ? todays.streak : coming && coming.streak > 1 ? coming.streak - 1 : 0
    const perDay = campaign ? amounts(campaign) : []
    return {
      campaign_id: campaign?.id ?? null,
      days: perDay.map((amount, i) => ({
        day: i + 1,
        amount: usdtText(amount),
        claimed: i + 1 <= done,
        today: todays ? i + 1 === todays.cycleDay : i + 1 === coming?.cycleDay,
      })),
      streak,
      date,
      checked_in_today: Boolean(todays),
      claimable_day: campaign && coming ? coming.cycleDay : null,
      payout: campaign ? (campaign.payout as 'bonus' | 'cash') : null,
    }
  }

  /**
   * POST check_in: claims today's day of the cycle, once per player and site day. A second
   * check-in that day is refused (alreadyCheckedIn) and moves nothing; concurrent ones run under
   * one key, so only one pays. Pays like a claimed reward (cash, or bonus money with wagering).
   */
  async function checkIn(userId: number) {
    const now = ctx.clock.now()
    const date = today()
    const campaign = await runningCheckIn(ctx.db, now)
    if (!campaign) throw rejected('noCheckInCampaign')
    const [done] = await ctx.db
      .select({ id: checkIns.id })
      .from(checkIns)
      .where(and(eq(checkIns.userId, userId), eq(checkIns.day, date)))
    if (done) throw rejected('alreadyCheckedIn', { date })
    const result = await runOnce(
      ctx.db,
      {
        key: `check-in:${userId}:${date}`,
        kind: 'check_in',
        userId,
        request: { date, campaign: campaign.id },
      },
      async (tx, transactionId) => {
        const place = next(await lastBefore(tx, userId, date), date)
        const amount = amounts(campaign)[place.cycleDay - 1] ?? 0n
        await tx.insert(checkIns).values({ userId, campaignId: campaign.id, day: date, ...place, amount })
        const [claim] = await tx
          .insert(rewardClaims)
          .values({
            campaignId: campaign.id,
            userId,
            source: `check-in:${date}`,
            amount,
            status: REWARD_STATUS.claimed,
            eligibleAt: now,
            claimedAt: now,
          })
          .returning()
        if (claim) await payReward(tx, transactionId, claim, campaign, now)
        return { date, day: place.cycleDay, streak: place.streak, bonus_amount: usdtText(amount) }
      },
    )
    await ctx.walletPush.publish(userId, 'reward')
    return result
  }

  return { calendar, checkIn }
}
