import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  type AuditRow,
  BACKOFFICE_API,
  type DepositRow,
  type GameRow,
  type GameStatusCode,
  type Me,
  type OperatorRole,
  type OperatorView,
  type PageOf,
  type SessionAnswer,
  type SignInAnswer,
  type WithdrawalRow,
} from '#contract/backofficeRoles.ts'
import { createApiClient } from '../../api/client.ts'
import { currentLocale } from '../../i18n/index.ts'
import { endSession, session } from './session.ts'

/** The back office's client: its own prefix and token, no refresh; a lost session shows sign-in. */
const bo = createApiClient({
  prefix: BACKOFFICE_API,
  getToken: () => session.token,
  getRefreshToken: () => null,
  getUserId: () => null,
  getLanguage: currentLocale,
  onTokens: () => undefined,
  onSessionExpired: endSession,
})

const silent = { silent: true }

/** The client and its pieces, for the pages that keep their calls in their own folder. */
export { bo, listQuery, silent, useChange }

export const signIn = (name: string, password: string) =>
  bo.post<SignInAnswer>('sign-in', { name, password }, silent)
export const secondFactor = (body: { challenge: string; code?: string; recoveryCode?: string }) =>
  bo.post<SessionAnswer>('sign-in/second-factor', body, silent)
export const signOut = () => bo.post<null>('sign-out', undefined, silent)

export const meQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['backoffice', 'me', token],
    queryFn: () => bo.get<Me>('me', silent),
    enabled: token !== null,
    staleTime: 60_000,
  })

export type Query = Record<string, string | number | undefined>

const listQuery = <T>(path: string, query: Query) =>
  queryOptions({
    queryKey: ['backoffice', path, query],
    queryFn: () => bo.get<PageOf<T>>(path, { query, silent: true }),
    placeholderData: keepPreviousData,
  })

export const useOperators = (query: Query) => useQuery(listQuery<OperatorView>('operators', query))
export const useAudit = (query: Query) => useQuery(listQuery<AuditRow>('audit', query))

/** A change to operators or games: the lists (and the audit log) are read again after it. */
function useChange<T, R>(call: (body: T) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: ['backoffice'] }),
  })
}

export const useAddOperator = () =>
  useChange((b: { name: string; role: OperatorRole; password: string }) => bo.post('operators', b, silent))
export const useOperatorAction = () =>
  useChange(
    ({
      id,
      action,
      ...body
    }: {
      id: number
      action: 'role' | 'disable' | 'enable' | 'reset-totp'
      reason: string
      role?: OperatorRole
    }) => bo.post(`operators/${id}/${action}`, body, silent),
  )

export const useGames = () =>
  useQuery({ queryKey: ['backoffice', 'games'], queryFn: () => bo.get<GameRow[]>('games', silent) })
export const useGameStatus = () =>
  useChange(({ gameId, ...body }: { gameId: number; status: GameStatusCode; reason: string }) =>
    bo.post<GameRow>(`games/${gameId}/status`, body, silent),
  )
export const useDeposits = (query: Query) => useQuery(listQuery<DepositRow>('deposits', query))
export const useWithdrawals = (query: Query) => useQuery(listQuery<WithdrawalRow>('withdrawals', query))
export const useDecideWithdrawal = () =>
  useChange(({ id, decision, reason }: { id: number; decision: 'approve' | 'reject'; reason?: string }) =>
    bo.post(`withdrawals/${id}/${decision}`, reason ? { reason } : {}, silent),
  )
