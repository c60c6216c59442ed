import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Dashboard } from '#contract/backofficeRoles.ts'
import { bo, type Query } from '../api.ts'

/** How often the open dashboard reads its figures again. */
export const REFRESH_MS = 30_000

/** Today's and the chosen days' figures, liability and players online, read again every 30 s. */
export const useDashboard = (query: Query) =>
  useQuery({
    queryKey: ['backoffice', 'dashboard', query],
    queryFn: () => bo.get<Dashboard>('dashboard', { query, silent: true }),
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  })
