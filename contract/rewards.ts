import { z } from 'zod'
import { instantText } from './dates.ts'

/** Spec §4 reward status: only Eligible can be claimed. */
export const REWARD_STATUS = { pending: 0, eligible: 1, claimed: 2, expire: 3 } as const
export type RewardStatus = (typeof REWARD_STATUS)[keyof typeof REWARD_STATUS]

/** Spec §4 task type. */
export const TASK_TYPE = { placeLotteryBet: 0 } as const

/** Days in the check-in cycle: the eighth check-in of a streak starts the cycle again at day 1. */
export const CHECK_IN_CYCLE = 7

/**
 * What a campaign pays for: the daily check-in, a first-deposit match, a reward per deposit over a
 * threshold, a lottery staking task, a VIP level reached, an invited player's first deposit, and
 * an extra bonus on the winnings of bets placed while it runs (EXTRA_BONUS).
 */
export const CAMPAIGN_KINDS = [
  'check_in',
  'first_deposit',
  'deposit',
  'lottery_task',
  'vip_level',
  'referral',
  'extra_bonus',
] as const
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number]

/**
 * Products whose settled stakes count toward wagering, each by a percent weight of its campaign;
 * `games` are the game studios' settled rounds (seamless wallets as they settle, transfer studios
 * (ky, ng) as their records are pulled, in USDT at the exact rate; campaigns before it count 0).
 */
export const WAGER_PRODUCTS = ['sport', 'cricket', 'lottery', 'games'] as const
export type WagerProduct = (typeof WAGER_PRODUCTS)[number]

/**
 * Which balance a bet spends, for sports, cricket, Mark Six and racing alike: cash first, then
 * bonus money for the rest, in the placing transaction; the bet keeps its bonus part. Settled, the
 * bonus part comes back in proportion (a void bet's exact bonus stake, a win's share of the payout)
 * to bonus money while a bonus is open, else to cash after a converted bonus or to the promotions
 * account after an expired or forfeited one. The whole settled stake, cash and bonus parts alike,
 * counts toward wagering by the campaign's product weight. Game rounds spend cash only.
 */
export const BET_FUNDING = 'cash_then_bonus' as const

/**
 * An extra-bonus campaign (spec §3 extra_bonus): a bet of one of its products placed while it runs
 * and settled with a net win (all it returned beyond all it staked, in USDT) gets `percent` of it on
 * top, cut down to the micro-unit and capped per bet, from the promotions account in the
 * settlement's transaction, once under its own key, and kept on the bet as its extra_bonus. A bet
 * is the placement as the player made it: a lottery ticket with all its lines (paid when its last
 * line settles, kept on that line), a sports or cricket slip with all its combinations; covering
 * every outcome wins nothing net, so it earns nothing. What the cash stake earned is cash; what
 * the bonus stake earned is bonus money under the same wagering (it raises the open bonus and its
 * requirement). Should two campaigns cover a bet, the newest pays.
 */
export const EXTRA_BONUS_PRODUCTS = ['sport', 'cricket', 'lottery'] as const
export type ExtraBonusProduct = (typeof EXTRA_BONUS_PRODUCTS)[number]

/** USDT amount with up to 6 decimals, as an exact string. */
const usdt = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,6})?$/, 'invalidAmount')

/** Each kind's rules, amounts in USDT (exact decimal strings). */
export const campaignRules = {
  check_in: z.object({ amounts: z.array(usdt).length(CHECK_IN_CYCLE, 'sevenAmounts') }),
  first_deposit: z.object({
    percent: z.number().int().min(1, 'invalidPercent').max(1000, 'invalidPercent'),
    cap: usdt,
  }),
  deposit: z.object({ threshold: usdt, amount: usdt }),
  lottery_task: z.object({ target: usdt, amount: usdt }),
  vip_level: z.object({ amounts: z.record(z.string().regex(/^\d{1,3}$/), usdt) }),
  referral: z.object({ amount: usdt }),
  extra_bonus: z.object({
    percent: z.number().int().min(1, 'invalidPercent').max(100, 'invalidPercent'),
    cap: usdt,
    products: z.array(z.enum(EXTRA_BONUS_PRODUCTS)).min(1, 'productRequired'),
  }),
} as const

/** GET /sports/claim/extra_bonus: the extra bonus a bet placed now would get, per product. */
export interface ExtraBonusTerms {
  product: ExtraBonusProduct
  percent: number
  /** USDT, per bet. */
  cap: string
}

const weights = z.object({
  sport: z.number().int().min(0).max(100),
  cricket: z.number().int().min(0).max(100),
  lottery: z.number().int().min(0).max(100),
  games: z.number().int().min(0).max(100).default(0),
})

const campaignCommon = {
  name: z.string().trim().min(1, 'nameRequired').max(80, 'tooLong'),
  payout: z.enum(['bonus', 'cash'], { error: 'invalidValue' }),
  wager_multiple: z.number().int().min(0).max(100),
  weights,
  claim_days: z.number().int().min(1).max(365),
  wager_days: z.number().int().min(1).max(365),
  starts_at: instantText,
  ends_at: instantText.nullable(),
}

/** A campaign as an operator drafts it (the preview reads this): the common terms and its kind's rules. */
export const campaignDraft = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('check_in'), rules: campaignRules.check_in, ...campaignCommon }),
  z.object({ kind: z.literal('first_deposit'), rules: campaignRules.first_deposit, ...campaignCommon }),
  z.object({ kind: z.literal('deposit'), rules: campaignRules.deposit, ...campaignCommon }),
  z.object({ kind: z.literal('lottery_task'), rules: campaignRules.lottery_task, ...campaignCommon }),
  z.object({ kind: z.literal('vip_level'), rules: campaignRules.vip_level, ...campaignCommon }),
  z.object({ kind: z.literal('referral'), rules: campaignRules.referral, ...campaignCommon }),
  // Paid in cash at settlement: there is no claim for a wagering requirement to hold back.
  z.object({
    kind: z.literal('extra_bonus'),
    rules: campaignRules.extra_bonus,
    ...campaignCommon,
    payout: z.literal('cash', { error: 'invalidValue' }),
  }),
])
export type CampaignDraft = z.output<typeof campaignDraft>

/** Creating it: the draft and why (the audit log keeps both). */
export const campaignRequest = z.intersection(
  campaignDraft,
  z.object({ reason: z.string().trim().min(3, 'reasonRequired').max(500, 'tooLong') }),
)
export type CampaignRequest = z.output<typeof campaignRequest>

/** POST claim/bonus: the reward to claim. */
export const claimBody = z.object({
  id: z.coerce
    .number()
    .int()
    .positive('invalidRewardId')
    .max(2 ** 52),
})

/** One day of the check-in calendar. */
export interface CheckInDay {
  day: number
  amount: string
  /** Checked in on this day of the current streak. */
  claimed: boolean
  /** The day today's check-in would claim. */
  today: boolean
}

/** GET /activities/api/v1/benefit/check_in. */
export interface CheckInCalendar {
  /** Null when no check-in campaign runs. */
  campaign_id: number | null
  days: CheckInDay[]
  streak: number
  /** Today's site date and whether it is already checked in. */
  date: string
  checked_in_today: boolean
  /** The cycle day today's check-in claims (1–7), null once checked in or with no campaign. */
  claimable_day: number | null
  payout: 'bonus' | 'cash' | null
}

/** Spec §3 reward schedule: total is the running sum of bonus_amount. */
export interface RewardSchedule {
  schedule_id: number
  name: string
  kind: CampaignKind
  payout: 'bonus' | 'cash'
  total: string
  claims: { id: number; bonus_amount: string; claim_status: RewardStatus; expires_at: string | null }[]
}

export interface RewardTask {
  id: number
  schedule_id: number
  task_type: (typeof TASK_TYPE)[keyof typeof TASK_TYPE]
  progress: string
  target: string
  bonus_amount: string
  claim_status: RewardStatus
}

export interface BonusWallet {
  /** Bonus money held now. */
  balance: string
  open: { id: number; amount: string; required: string; wagered: string; expires_at: string }[]
}

/** GET /sports/claim/bonus. */
export interface RewardsOverview {
  schedules: RewardSchedule[]
  tasks: RewardTask[]
  bonus: BonusWallet
}
