import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { CricketMatchView, CricketOddsChange, PlacedCricketSlip } from '#contract/cricket.ts'
import { api } from '../../../api/index.ts'
import { postMoneyAction } from '../../../api/moneyAction.ts'
import { LOBBY_REFRESH_MS } from '../../../shared/bets/lobby.ts'
import { balanceQuery } from '../../../shared/money/queries.ts'

export type { CricketMatchView, CricketOddsChange }

export const cricketListQuery = (status: 'open' | 'finished') =>
  queryOptions({
    queryKey: ['cricket', status],
    queryFn: () =>
      api.get<{ list: CricketMatchView[] }>('cricketAPI/matchData/matchList', {
        query: { start: 0, limit: 50, status },
        silent: true,
      }),
    refetchInterval: status === 'open' ? LOBBY_REFRESH_MS : 60_000,
  })

export function useCreateCricketBet() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ body }: { body: object }) =>
      postMoneyAction<PlacedCricketSlip>('cricketAPI/betData/create', body),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: balanceQuery.queryKey })
      client.invalidateQueries({ queryKey: ['mybet', 'cricket'] })
    },
  })
}
