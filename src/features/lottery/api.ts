import { queryOptions } from '@tanstack/react-query'
import type { DrawView, MarkSixStatistics } from '#contract/lottery.ts'
import { api } from '../../api/index.ts'

export type Draw = DrawView

export interface OddsEntry {
  index: number
  top: string
  prop: string
  odd: string
  min: string
  max: string
}

export { drawsQuery } from '../../shared/lottery/draws.ts'

export const marksixOddsQuery = (game: string) =>
  queryOptions({
    queryKey: ['marksix/odds', game],
    queryFn: () => api.get<OddsEntry[]>('marksix/odds', { query: { game }, silent: true }),
    staleTime: 5 * 60_000,
  })

/** The windows the statistics offer: the draws a region starts with, and a longer view. */
export const STATS_WINDOWS = [30, 100] as const

/** Hot and cold numbers over a region's latest `draws` draws, counted by the server. */
export const marksixStatsQuery = (game: string, draws: number) =>
  queryOptions({
    queryKey: ['marksix/statistics', game, draws],
    queryFn: () => api.get<MarkSixStatistics>('marksix/statistics', { query: { game, draws }, silent: true }),
    staleTime: 60_000,
  })
