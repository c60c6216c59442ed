import { useQuery } from '@tanstack/react-query'
import type { LiveRoundRow, LiveTableRow, LiveTables } from '#contract/backofficeRoles.ts'
import { bo, silent, useChange } from '../api.ts'

/** How often the page reads the studio again: a round's phases last seconds. */
const REFRESH_MS = 3_000

export const useLiveTables = () =>
  useQuery({
    queryKey: ['backoffice', 'live-tables'],
    queryFn: () => bo.get<LiveTables>('live-tables', silent),
    refetchInterval: REFRESH_MS,
  })

export const useLiveRounds = (tableId: string | null) =>
  useQuery({
    queryKey: ['backoffice', 'live-tables', tableId, 'rounds'],
    queryFn: () =>
      bo.get<LiveRoundRow[]>(`live-tables/${tableId}/rounds`, { query: { limit: 20 }, silent: true }),
    enabled: tableId !== null,
    refetchInterval: REFRESH_MS,
  })

export type LiveTableAction = 'pause' | 'resume'

/** Pause or resume a table, with why; the tables (and the audit log) are read again after it. */
export const useLiveTableAction = () =>
  useChange(({ id, action, reason }: { id: string; action: LiveTableAction; reason: string }) =>
    bo.post<{ table: LiveTableRow }>(`live-tables/${encodeURIComponent(id)}/${action}`, { reason }, silent),
  )
