import { msg } from '@lingui/core/macro'
import type { RewardStatus } from '#contract/rewards.ts'

/** Spec §4 reward status, as the player reads it. */
export const STATUS_LABELS: Record<RewardStatus, ReturnType<typeof msg>> = {
  0: msg({ id: 'rewards.status.pending', message: 'In progress' }),
  1: msg({ id: 'rewards.status.eligible', message: 'Ready to claim' }),
  2: msg({ id: 'rewards.status.claimed', message: 'Claimed' }),
  3: msg({ id: 'rewards.status.expire', message: 'Expired' }),
}
