import { useQuery } from '@tanstack/react-query'
import type {
  PlayerAdjustment,
  PlayerBetRow,
  PlayerDetail,
  PlayerInvitee,
  PlayerLedgerRow,
  PlayerPaymentRow,
  PlayerRow,
} from '#contract/backofficeRoles.ts'
import { bo, listQuery, type Query, silent, useChange } from '../api.ts'

export const usePlayers = (query: Query) => useQuery(listQuery<PlayerRow>('players', query))

export const usePlayer = (id: number) =>
  useQuery({
    queryKey: ['backoffice', 'players', id],
    queryFn: () => bo.get<PlayerDetail>(`players/${id}`, silent),
  })

/**
 * The player's paged lists, each read from its own route: a list hook for one player, in the shape
 * useServerList takes.
 */
const playerList =
  <T>(path: string) =>
  (id: number) =>
    function usePlayerList(query: Query) {
      return useQuery(listQuery<T>(`players/${id}/${path}`, query))
    }
export const ledgerOf = playerList<PlayerLedgerRow>('ledger')
export const betsOf = playerList<PlayerBetRow>('bets')
export const depositsOf = playerList<PlayerPaymentRow>('deposits')
export const withdrawalsOf = playerList<PlayerPaymentRow>('withdrawals')
export const inviteesOf = playerList<PlayerInvitee>('invitees')

export type PlayerAction = 'lock' | 'unlock' | 'end-sessions' | 'allow-withdrawals' | 'disallow-withdrawals'

/** An audited action on a player; the player and every list are read again after it. */
export const usePlayerAction = () =>
  useChange(({ id, action, reason }: { id: number; action: PlayerAction; reason: string }) =>
    bo.post(`players/${id}/${action}`, { reason }, silent),
  )

/** `key` is made once per dialog, so a retry of the same adjustment is applied once. */
export const useAdjustBalance = () =>
  useChange(({ id, ...body }: { id: number; amount: string; reason: string; key: string }) =>
    bo.post<PlayerAdjustment>(`players/${id}/adjust`, body, silent),
  )
