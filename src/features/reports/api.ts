import { queryOptions } from '@tanstack/react-query'
import type { AccountSummary, BetStatistics } from '#contract/reports.ts'
import { api } from '../../api/index.ts'

/** A report's days as the player picked them; unset ends make the server's last seven days. */
export interface Range {
  start_date?: string
  end_date?: string
}

const query = (range: Range) =>
  Object.fromEntries(Object.entries(range).filter(([, v]) => v)) as Record<string, string>

export const statisticsQuery = (range: Range) =>
  queryOptions({
    queryKey: ['reports', 'statistics', range],
    queryFn: () => api.get<BetStatistics>('member/bet/statistics', { query: query(range), silent: true }),
  })

export const summaryQuery = (range: Range) =>
  queryOptions({
    queryKey: ['reports', 'summary', range],
    queryFn: () => api.get<AccountSummary>('member/account/summary', { query: query(range), silent: true }),
  })
