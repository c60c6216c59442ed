import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm'
import type { ExtraBonusProduct, ExtraBonusTerms } from '#contract/rewards.ts'
import type { Db } from '../../db/client.ts'
import { campaigns } from '../../db/schema.ts'
import { playerAccount, systemAccount } from '../ledger/accounts.ts'
import { postEntries } from '../ledger/post.ts'
import { type Campaign, rulesOf, runningCampaigns } from './campaigns.ts'
import { micro, usdtText } from './money.ts'

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
 * What an extra-bonus campaign adds to a settled bet: `percent` of its winnings (the payout beyond
 * the stake, USDT micro), capped, from the newest campaign of its product that ran when it was
 * placed. 0 for a bet that won nothing, was cancelled, or was placed outside every campaign.
 */
export async function extraBonusFor(
  tx: Db,
  bet: { product: ExtraBonusProduct; stake: bigint; payout: bigint; placedAt: Date; cancelled: boolean },
) {
  if (bet.cancelled || bet.payout <= bet.stake) return 0n
  const campaign = (await coveringAt(tx, bet.placedAt)).find((c) => covers(c, bet.product))
  if (!campaign) return 0n
  const rules = rulesOf(campaign, 'extra_bonus')
  return extraOf(bet.payout - bet.stake, rules.percent, micro(rules.cap))
}

/** Pays an extra bonus in cash from the promotions account, in the settlement's ledger transaction. */
export async function payExtraBonus(tx: Db, transactionId: number, userId: number, amount: bigint) {
  if (amount <= 0n) return
  await postEntries(tx, transactionId, [
    { account: systemAccount('promotions'), amount: -amount },
    { account: playerAccount(userId), amount },
  ])
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
