import { count, desc, eq, sql } from 'drizzle-orm'
import type { CampaignRow } from '#contract/backofficeRoles.ts'
import { type CampaignDraft, REWARD_STATUS } from '#contract/rewards.ts'
import type { Clock } from '../../clock.ts'
import type { Db } from '../../db/client.ts'
import { notFound, rejected } from '../../http/envelope.ts'
import { type Actor, audited } from '../operators/index.ts'
import { previewOf } from '../rewards/index.ts'
import { campaigns, rewardClaims } from '../rewards/tables.ts'

type Stored = typeof campaigns.$inferSelect

const stateOf = (c: Stored, now: Date): CampaignRow['state'] => {
  if (c.endedAt || (c.endsAt && c.endsAt <= now)) return 'over'
  return c.startsAt > now ? 'scheduled' : 'running'
}

const rowOf = (c: Stored, now: Date, made = 0, claimed = 0): CampaignRow => ({
  id: c.id,
  kind: c.kind as CampaignRow['kind'],
  name: c.name,
  rules: c.rules,
  payout: c.payout as CampaignRow['payout'],
  wagerMultiple: c.wagerMultiple,
  weights: c.weights as CampaignRow['weights'],
  claimDays: c.claimDays,
  wagerDays: c.wagerDays,
  startsAt: c.startsAt.toISOString(),
  endsAt: c.endsAt?.toISOString() ?? null,
  endedAt: c.endedAt?.toISOString() ?? null,
  state: stateOf(c, now),
  rewards: made,
  claimed,
})

/** A draft's columns, its dates checked: an end after the start and not already past. */
function columnsOf(draft: CampaignDraft, now: Date) {
  const startsAt = new Date(draft.starts_at)
  const endsAt = draft.ends_at ? new Date(draft.ends_at) : null
  if (endsAt && endsAt <= startsAt) throw rejected('endBeforeStart', { field: 'ends_at' })
  if (endsAt && endsAt <= now) throw rejected('endInPast', { field: 'ends_at' })
  return {
    kind: draft.kind,
    name: draft.name,
    rules: draft.rules,
    payout: draft.payout,
    wagerMultiple: draft.wager_multiple,
    weights: draft.weights,
    claimDays: draft.claim_days,
    wagerDays: draft.wager_days,
    startsAt,
    endsAt,
  }
}

/**
 * Rewards campaigns as marketing runs them: created (running now or scheduled by their start),
 * previewed before they are, and ended. Players' rewards follow the same rows from the commit;
 * every change writes its audit row with it.
 */
export function campaignService(db: Db, clock: Clock) {
  async function list() {
    const now = clock.now()
    const rows = await db.select().from(campaigns).orderBy(desc(campaigns.id))
    const counts = await db
      .select({
        campaignId: rewardClaims.campaignId,
        made: count(),
        claimed: sql<number>`count(*) filter (where ${rewardClaims.status} = ${REWARD_STATUS.claimed})::int`,
      })
      .from(rewardClaims)
      .groupBy(rewardClaims.campaignId)
    const byId = new Map(counts.map((c) => [c.campaignId, c]))
    return rows.map((c) => rowOf(c, now, byId.get(c.id)?.made, byId.get(c.id)?.claimed))
  }

  async function create(actor: Actor, draft: CampaignDraft, reason: string) {
    const now = clock.now()
    const values = columnsOf(draft, now)
    return audited(db, actor, now, async (tx) => {
      const [row] = await tx.insert(campaigns).values(values).returning()
      if (!row) throw new Error('campaign insert returned nothing')
      const result = rowOf(row, now)
      return {
        result,
        entry: { action: 'campaigns.create', target: `campaign:${row.id}`, after: result, reason },
      }
    })
  }

  async function end(actor: Actor, id: number, reason: string) {
    const now = clock.now()
    return audited(db, actor, now, async (tx) => {
      const [before] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update')
      if (!before) throw notFound('campaignNotFound')
      if (stateOf(before, now) === 'over') throw rejected('campaignOver')
      const [row] = await tx.update(campaigns).set({ endedAt: now }).where(eq(campaigns.id, id)).returning()
      const result = rowOf(row ?? before, now)
      return {
        result,
        entry: {
          action: 'campaigns.end',
          target: `campaign:${id}`,
          before: rowOf(before, now),
          after: result,
          reason,
        },
      }
    })
  }

  /**
   * A scheduled campaign changed before it starts: no player has a reward from it yet, so every
   * term may change. Once it runs, it can only be ended.
   */
  async function update(actor: Actor, id: number, draft: CampaignDraft, reason: string) {
    const now = clock.now()
    const values = columnsOf(draft, now)
    return audited(db, actor, now, async (tx) => {
      const [before] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update')
      if (!before) throw notFound('campaignNotFound')
      if (stateOf(before, now) !== 'scheduled') throw rejected('campaignNotScheduled')
      const [row] = await tx.update(campaigns).set(values).where(eq(campaigns.id, id)).returning()
      const result = rowOf(row ?? before, now)
      return {
        result,
        entry: {
          action: 'campaigns.edit',
          target: `campaign:${id}`,
          before: rowOf(before, now),
          after: result,
          reason,
        },
      }
    })
  }

  return { list, create, update, end, preview: previewOf }
}
