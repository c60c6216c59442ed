import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { DrawRow, DrawSchedule, DrawTickets } from '#contract/backofficeRoles.ts'
import { bo, listQuery, type Query, silent } from '../api.ts'

export const useDraws = (query: Query) => useQuery(listQuery<DrawRow>('draws', query))
export const useDrawTickets = (drawId: number, query: Query) =>
  useQuery({
    queryKey: ['backoffice', 'draws', drawId, 'tickets', query],
    queryFn: () => bo.get<DrawTickets>(`draws/${drawId}/tickets`, { query, silent: true }),
    placeholderData: keepPreviousData,
  })
export const useDrawSchedules = () =>
  useQuery({
    queryKey: ['backoffice', 'draws', 'schedules'],
    queryFn: () => bo.get<DrawSchedule[]>('draws/schedules', silent),
  })
