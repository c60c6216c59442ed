import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../api/index.ts'
import type { Draw, OddsEntry } from '../api.ts'

export const RACING_GAMES = ['pk10', 'airship'] as const
export type RacingGame = (typeof RACING_GAMES)[number]

export const racingNowQuery = (game: RacingGame) =>
  queryOptions({
    queryKey: ['racing', game, 'last'],
    queryFn: () => api.get<{ last: Draw | null; next: Draw | null }>(`${game}/last`, { silent: true }),
    refetchInterval: 15_000,
  })

export const racingListQuery = (game: RacingGame) =>
  queryOptions({
    queryKey: ['racing', game, 'list'],
    queryFn: () =>
      api.get<{ list: Draw[] }>(`${game}/list`, { query: { start: 0, limit: 20 }, silent: true }),
  })

export const racingOddsQuery = (game: RacingGame) =>
  queryOptions({
    queryKey: ['racing', game, 'odds'],
    queryFn: () => api.get<OddsEntry[]>(`${game}/odds`, { silent: true }),
    staleTime: 5 * 60_000,
  })
