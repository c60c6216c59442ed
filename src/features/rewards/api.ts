import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../api/index.ts'
import { balanceQuery } from '../../shared/money/queries.ts'
import { activitiesApi, checkInQuery, rewardsQuery } from '../../shared/rewards/queries.ts'
import { showToast } from '../../state/ui.ts'

export const useRewards = () => useQuery(rewardsQuery)
export const useCheckInCalendar = () => useQuery(checkInQuery)

/**
 * A claim or a check-in moves money: afterwards the reward lists (spec §4: a check-in claim
 * invalidates the reward list) and the balance are read again, and the player is told.
 */
function useRewardAction<T>(call: (input: T) => Promise<unknown>, done: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      showToast('successful', done)
      void client.invalidateQueries({ queryKey: ['rewards'] })
      void client.invalidateQueries({ queryKey: balanceQuery.queryKey })
    },
  })
}

export const useCheckIn = () =>
  useRewardAction(() => activitiesApi.post('api/v1/benefit/check_in'), 'rewards.checkedIn')

export const useClaim = () =>
  useRewardAction((id: number) => api.post('claim/bonus', { id }), 'rewards.claimed')
