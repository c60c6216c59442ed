import { queryOptions } from '@tanstack/react-query'
import type { CricketMatchView } from '#contract/cricket.ts'
import { api } from '../../api/index.ts'
import { LOBBY_REFRESH_MS } from './lobby.ts'

/** Cricket matches open (or played): the cricket lobby and the home page's favourites read it. */
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
