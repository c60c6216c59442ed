import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm'
import type { LedgerKind } from '#contract/ledger.ts'
import type { ExtraBonusProduct, ExtraBonusTerms } from '#contract/rewards.ts'
import type { Db } from '../../db/client.ts'
import { playerAccount, postEntries, runOnce, systemAccount } from '../ledger/index.ts'
import { grantBonusShare } from './bonus.ts'
import { type Campaign, rulesOf, runningCampaigns } from './campaigns.ts'
import { micro, usdtText } from './money.ts'
import { campaigns } from './tables.ts'

/**
 * The extra-bonus campaigns that covered a moment: started by then, not yet past their end, and
 * not ended by an operator before it (a bet placed while one ran keeps it, even if it ends before
 * the bet settles). Newest first.
 */
function coveringAt(db: Db, at: Date) {
  return db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.kind, 'extra_bonus'),
        lte(campaigns.startsAt, at),
        or(isNull(campaigns.endsAt), gt(campaigns.endsAt, at)),
        or(isNull(campaigns.endedAt), gt(campaigns.endedAt, at)),
      ),
    )
    .orderBy(desc(campaigns.id))
}

const covers = (campaign: Campaign, product: ExtraBonusProduct) =>
  rulesOf(campaign, 'extra_bonus').products.includes(product)

/** `percent` of the winnings, cut down to the micro-unit, at most `cap` (all USDT micro). */
export function extraOf(winnings: bigint, percent: number, cap: bigint) {
  if (winnings <= 0n) return 0n
  const extra = (winnings * BigInt(percent)) / 100n
  return extra < cap ? extra : cap
}

/**
 * A bet as the player placed it, once all of it is decided: a lottery ticket with every line, a
 * sports or cricket slip with every combination. Stakes and returns are its totals, USDT micro.
 */
export interface SettledPlacement {
  /** Names the placement in its extra bonus's idempotency key. */
  key: string
  stake: bigint
  /** Of the stake, what bonus money paid (BET_FUNDING). */
  bonusStake: bigint
  /** What all of it returned: payouts, and the stakes of cancelled lines given back. */
  payout: bigint
  placedAt: Date
}

/**
 * What an extra-bonus campaign adds to a settled placement: `percent` of its net win (all it
 * returned beyond all it staked, USDT micro), capped, from the newest campaign of its product that
 * ran when it was placed. 0 for a placement that won nothing overall (a ticket covering every
 * outcome of a draw, a cancelled bet), or was placed outside every campaign.
 */
export async function extraBonusFor(tx: Db, product: ExtraBonusProduct, placement: SettledPlacement) {
  if (placement.payout <= placement.stake) return 0n
  const campaign = (await coveringAt(tx, placement.placedAt)).find((c) => covers(c, product))
  if (!campaign) return 0n
  const rules = rulesOf(campaign, 'extra_bonus')
  return extraOf(placement.payout - placement.stake, rules.percent, micro(rules.cap))
}

/**
 * Pays a settled placement's extra bonus once, under its own key (`{product}-extra:{placement}`),
 * inside the settlement's transaction, from the promotions account. The part of it earned by the
 * cash stake is cash (rounded down); the rest, earned by bonus money, is bonus money under the
 * same wagering (grantBonusShare). Returns what was paid (0 when nothing is, or it was before).
 */
export async function payExtraBonus(
  tx: Db,
  product: ExtraBonusProduct,
  kind: LedgerKind,
  userId: number,
  placement: SettledPlacement,
) {
  const amount = await extraBonusFor(tx, product, placement)
  if (amount <= 0n) return 0n
  const op = { key: `${product}-extra:${placement.key}`, kind, userId, request: { placement: placement.key } }
  let paid = 0n
  await runOnce(tx, op, async (inner, transactionId) => {
    const cashStake = placement.stake - placement.bonusStake
    const cash = (amount * cashStake) / placement.stake
    if (cash > 0n)
      await postEntries(inner, transactionId, [
        { account: systemAccount('promotions'), amount: -cash },
        { account: playerAccount(userId), amount: cash },
      ])
    paid = cash + (await grantBonusShare(inner, transactionId, userId, amount - cash))
    return { extra: String(paid) }
  })
  return paid
}

/** The extra bonus a bet placed now would get, per product (the newest campaign of each). */
export async function extraBonusTerms(db: Db, now: Date): Promise<ExtraBonusTerms[]> {
  const terms = new Map<ExtraBonusProduct, ExtraBonusTerms>()
  for (const campaign of await runningCampaigns(db, ['extra_bonus'], now)) {
    const rules = rulesOf(campaign, 'extra_bonus')
    for (const product of rules.products)
      if (!terms.has(product))
        terms.set(product, { product, percent: rules.percent, cap: usdtText(micro(rules.cap)) })
  }
  return [...terms.values()]
}

/**
 * Which placement instants an extra-bonus campaign of `product` covered (coveringAt and covers,
 * above): a bet placed at none of them is paid no extra bonus, whatever its placement comes to,
 * so settlement may pay it without summing its placement (betting/settleInBulk.ts). Read once per
 * settlement run: campaigns are few.
 */
export async function extraBonusCovers(db: Db, product: ExtraBonusProduct) {
  const all = await db.select().from(campaigns).where(eq(campaigns.kind, 'extra_bonus'))
  const mine = all.filter((c) => covers(c, product))
  return (placedAt: Date) =>
    mine.some(
      (c) =>
        c.startsAt <= placedAt &&
        (c.endsAt === null || c.endsAt > placedAt) &&
        (c.endedAt === null || c.endedAt > placedAt),
    )
}
