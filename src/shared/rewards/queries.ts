import { queryOptions } from '@tanstack/react-query'
import type { CheckInCalendar, ExtraBonusTerms, RewardsOverview } from '#contract/rewards.ts'
import { createApiClient } from '../../api/client.ts'
import { api, apiOptions } from '../../api/index.ts'

/** The check-in lives under spec §7's /activities prefix. */
export const activitiesApi = createApiClient({ ...apiOptions, prefix: '/activities' })

/** Spec §9: the daily reward list is fresh for one second. */
const FRESH_MS = 1000

export const rewardsQuery = queryOptions({
  queryKey: ['rewards', 'overview'],
  queryFn: () => api.get<RewardsOverview>('claim/bonus', { silent: true }),
  staleTime: FRESH_MS,
})

export const checkInQuery = queryOptions({
  queryKey: ['rewards', 'check-in'],
  queryFn: () => activitiesApi.get<CheckInCalendar>('api/v1/benefit/check_in', { silent: true }),
  staleTime: FRESH_MS,
})

/** The extra bonus a bet placed now would get, per product (the lottery confirmation shows it). */
export const extraBonusQuery = queryOptions({
  queryKey: ['rewards', 'extra-bonus'],
  queryFn: () => api.get<ExtraBonusTerms[]>('claim/extra_bonus', { silent: true }),
  staleTime: 60_000,
})
