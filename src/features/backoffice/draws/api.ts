import { useQuery } from '@tanstack/react-query'
import type { DrawRow, DrawSchedule, DrawTicketRow } from '#contract/backofficeRoles.ts'
import { bo, listQuery, type Query, silent } from '../api.ts'

export const useDraws = (query: Query) => useQuery(listQuery<DrawRow>('draws', query))
export const useDrawTickets = (drawId: number, query: Query) =>
  useQuery(listQuery<DrawTicketRow>(`draws/${drawId}/tickets`, query))
export const useDrawSchedules = () =>
  useQuery({
    queryKey: ['backoffice', 'draws', 'schedules'],
    queryFn: () => bo.get<DrawSchedule[]>('draws/schedules', silent),
  })
