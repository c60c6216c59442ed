import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Exclusion, LimitBody, PlayerLimits } from '#contract/protection.ts'
import { api } from '../../../api/index.ts'
import { limitsQuery } from '../../../shared/protection/limits.ts'
import { clearCredentials } from '../../../state/auth.ts'

export const useLimits = () => useQuery(limitsQuery)

/** A limit set, lowered, raised, removed or its pending change cancelled: the answer is the new list. */
export function useSetLimit() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: LimitBody) => api.put<PlayerLimits>('member/limits', body, { silent: true }),
    onSuccess: (limits) => client.setQueryData(limitsQuery.queryKey, limits),
  })
}

/**
 * A time-out or self-exclusion: the server ends every session with it, so this device lets its
 * credentials go at once (the answer says until when, for the screen that follows).
 */
export function useTakeBreak() {
  return useMutation({
    mutationFn: ({ kind, period }: { kind: Exclusion['kind']; period: string }) =>
      api.post<Exclusion>(
        kind === 'timeout' ? 'member/timeout' : 'member/self_exclusion',
        { period },
        { silent: true },
      ),
    onSuccess: () => clearCredentials(),
  })
}
