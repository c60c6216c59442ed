import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { CricketMarket } from '#engine/index.ts'
import { api } from '../../../api/index.ts'
import { postMoneyAction } from '../../../api/moneyAction.ts'
import { balanceQuery } from '../../../shared/money/queries.ts'
import { LOBBY_REFRESH_MS } from '../api.ts'

export type { CricketMarket } from '#engine/index.ts'

interface Innings {
  runs: number
  wickets: number
  sixes: number
  score: string
}

export interface CricketMatchView {
  matchId: string
  code: string
  league: string
  home: string
  away: string
  startTime: string
  status: 'scheduled' | 'finished' | 'postponed' | 'void'
  open: boolean
  markets: CricketMarket[]
  result: {
    toss: { winner: 'home' | 'away'; decision: string }
    winner: 'home' | 'away' | null
    superOver: boolean
    margin: { wickets: number } | { runs: number } | null
    home: Innings
    away: Innings
  } | null
}

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

export interface CricketOddsChange {
  matchId: string
  betId: string
  odd: number
}

export function useCreateCricketBet() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ body }: { body: object }) =>
      postMoneyAction<{ bet_id: string }>('cricketAPI/betData/create', body),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: balanceQuery.queryKey })
      client.invalidateQueries({ queryKey: ['mybet', 'cricket'] })
    },
  })
}
