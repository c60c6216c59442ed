import { msg } from '@lingui/core/macro'
import type { CampaignPreview, CampaignRow } from '#contract/backofficeRoles.ts'
import type { ExtraBonusProduct } from '#contract/rewards.ts'

export const KIND_LABELS: Record<CampaignRow['kind'], ReturnType<typeof msg>> = {
  check_in: msg({ id: 'bo.campaigns.kind.checkIn', message: 'Daily check-in (7 days)' }),
  first_deposit: msg({ id: 'bo.campaigns.kind.firstDeposit', message: 'First-deposit match' }),
  deposit: msg({ id: 'bo.campaigns.kind.deposit', message: 'Reward per deposit' }),
  lottery_task: msg({ id: 'bo.campaigns.kind.lotteryTask', message: 'Lottery staking task' }),
  vip_level: msg({ id: 'bo.campaigns.kind.vipLevel', message: 'VIP level-up' }),
  referral: msg({ id: 'bo.campaigns.kind.referral', message: "Invited player's first deposit" }),
  extra_bonus: msg({ id: 'bo.campaigns.kind.extraBonus', message: 'Extra bonus on winnings' }),
}

/** The products an extra bonus can cover, as its form names them. */
export const PRODUCT_LABELS: Record<ExtraBonusProduct, ReturnType<typeof msg>> = {
  sport: msg({ id: 'bo.campaigns.w.sport', message: 'Sports' }),
  cricket: msg({ id: 'bo.campaigns.w.cricket', message: 'Cricket' }),
  lottery: msg({ id: 'bo.campaigns.w.lottery', message: 'Mark Six and racing' }),
}

export const STATE_LABELS: Record<CampaignRow['state'], ReturnType<typeof msg>> = {
  scheduled: msg({ id: 'bo.campaigns.state.scheduled', message: 'Scheduled' }),
  running: msg({ id: 'bo.campaigns.state.running', message: 'Running' }),
  over: msg({ id: 'bo.campaigns.state.over', message: 'Ended' }),
}

/** The pill colour of each state (the console's game-status colours). */
export const STATE_PILL: Record<CampaignRow['state'], 1 | 2 | 3> = { running: 1, scheduled: 3, over: 2 }

export type PreviewLine = CampaignPreview['lines'][number]
