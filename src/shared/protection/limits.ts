import { queryOptions } from '@tanstack/react-query'
import type { PlayerLimits } from '#contract/protection.ts'
import { api } from '../../api/index.ts'

/**
 * The player's own limits (GET member/limits): the Safer gambling screen manages them; the slips
 * and the deposit form show what is left before the player taps. Read again after every money
 * action, placed or refused (it may have used some, or met one).
 */
export const limitsQuery = queryOptions({
  queryKey: ['member', 'limits'],
  queryFn: () => api.get<PlayerLimits>('member/limits', { silent: true }),
})
