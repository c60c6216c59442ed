import { queryOptions } from '@tanstack/react-query'
import type { DrawView } from '#contract/lottery.ts'
import { api } from '../../api/index.ts'

/** A region's latest draws and the next one open for betting: the Mark Six page and home read it. */
export const drawsQuery = (game: string) =>
  queryOptions({
    queryKey: ['lottery', game],
    queryFn: () =>
      api.get<{ list: DrawView[]; next: DrawView | null }>(game, {
        query: { start: 0, limit: 20 },
        silent: true,
      }),
    refetchInterval: 30_000,
  })
