import { and, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm'
import { type CampaignKind, campaignRules } from '#contract/rewards.ts'
import type { Db } from '../../db/client.ts'
import { campaigns } from './tables.ts'

export type Campaign = typeof campaigns.$inferSelect

/** Campaigns of these kinds running at `at`: started, not past their end, not ended by an operator. */
export function runningCampaigns(db: Db, kinds: CampaignKind[], at: Date) {
  return db
    .select()
    .from(campaigns)
    .where(
      and(
        inArray(campaigns.kind, kinds),
        lte(campaigns.startsAt, at),
        or(isNull(campaigns.endsAt), gt(campaigns.endsAt, at)),
        isNull(campaigns.endedAt),
      ),
    )
    .orderBy(desc(campaigns.id))
}

/** A campaign's rules, read through its kind's schema (they were written through it). */
export function rulesOf<K extends CampaignKind>(campaign: Campaign, kind: K) {
  return campaignRules[kind].parse(campaign.rules) as ReturnType<(typeof campaignRules)[K]['parse']>
}

/** The check-in campaign running at `at` (the newest, should two overlap). */
export async function runningCheckIn(db: Db, at: Date) {
  const [campaign] = await runningCampaigns(db, ['check_in'], at)
  return campaign ?? null
}

export const byId = async (db: Db, id: number) => {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id))
  return row ?? null
}
