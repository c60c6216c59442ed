import type { CampaignPreview } from '#contract/backofficeRoles.ts'
import type { CampaignDraft } from '#contract/rewards.ts'
import { extraOf } from './extraBonus.ts'
import { micro, usdtText } from './money.ts'

/** Deposits (or winnings) the preview of a match (or an extra bonus) shows: up to well past its cap. */
const SAMPLE_DEPOSITS = ['10', '50', '100', '500', '1000'].map(micro)

/**
 * What a player would get from a campaign as an operator drafts it, computed by the same rules
 * the events apply (a percent cut down to the micro-unit, capped; a threshold met or not).
 */
export function previewOf(c: CampaignDraft): CampaignPreview {
  const wagering = (amount: bigint) =>
    c.payout === 'bonus' && c.wager_multiple > 0 ? usdtText(amount * BigInt(c.wager_multiple)) : null
  const line = (on: CampaignPreview['lines'][number]['on'], value: string, amount: bigint) => ({
    on,
    value,
    amount: usdtText(amount),
    wagering: wagering(amount),
  })
  switch (c.kind) {
    case 'check_in':
      return { lines: c.rules.amounts.map((a, i) => line('day', String(i + 1), micro(a))) }
    case 'first_deposit': {
      const cap = micro(c.rules.cap)
      return {
        lines: SAMPLE_DEPOSITS.map((d) => {
          const match = (d * BigInt(c.rules.percent)) / 100n
          return line('deposit', usdtText(d), match < cap ? match : cap)
        }),
      }
    }
    case 'deposit': {
      const threshold = micro(c.rules.threshold)
      const below = threshold > 10_000n ? threshold - 10_000n : 0n
      return {
        lines: [below, threshold].map((d) =>
          line('deposit', usdtText(d), d >= threshold ? micro(c.rules.amount) : 0n),
        ),
      }
    }
    case 'lottery_task':
      return { lines: [line('stake', usdtText(micro(c.rules.target)), micro(c.rules.amount))] }
    case 'vip_level':
      return {
        lines: Object.entries(c.rules.amounts)
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([level, amount]) => line('level', level, micro(amount))),
      }
    case 'referral':
      return { lines: [line('referral', '', micro(c.rules.amount))] }
    case 'extra_bonus': {
      const cap = micro(c.rules.cap)
      // Winnings of a bet (its payout beyond the stake), up to well past the cap.
      return {
        lines: SAMPLE_DEPOSITS.map((w) => line('winnings', usdtText(w), extraOf(w, c.rules.percent, cap))),
      }
    }
  }
}
