import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../api/index.ts'
import { postMoneyAction } from '../../api/moneyAction.ts'
import { balanceQuery } from '../../shared/money/queries.ts'

export interface Draw {
  match_id: string
  game: string
  draw_at: string
  close_at: string
  status: 'open' | 'closed' | 'settled' | 'canceled'
  seed_hash: string
  seed: string | null
  numbers: number[] | null
  special: number | null
}

export interface OddsEntry {
  index: number
  top: string
  prop: string
  odd: string
  min: string
  max: string
}

export const drawsQuery = (game: string) =>
  queryOptions({
    queryKey: ['lottery', game],
    queryFn: () =>
      api.get<{ list: Draw[]; next: Draw | null }>(game, { query: { start: 0, limit: 20 }, silent: true }),
    refetchInterval: 30_000,
  })

export const marksixOddsQuery = (game: string) =>
  queryOptions({
    queryKey: ['marksix/odds', game],
    queryFn: () => api.get<OddsEntry[]>('marksix/odds', { query: { game }, silent: true }),
    staleTime: 5 * 60_000,
  })

export function usePlaceTicket() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ body }: { body: object }) =>
      postMoneyAction<{ ticket: string; total: string; balance: string }>('marksix/bet', body),
    onSuccess: () => client.invalidateQueries({ queryKey: balanceQuery.queryKey }),
  })
}
