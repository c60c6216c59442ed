import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ChangeLogEntry } from '#contract/wallet.ts'
import { api } from '../../api/index.ts'
import { postMoneyAction } from '../../api/moneyAction.ts'
import { balanceQuery } from '../../shared/money/queries.ts'
import { limitsQuery } from '../../shared/protection/limits.ts'

export interface DepositChannel {
  id: number
  kind: 'usdt' | 'fiat' | 'third_party' | 'card'
  name: string
  network: string | null
  currency: string
  min: string
  max: string
  whole_only: boolean
}

export interface WithdrawChannel {
  id: number
  kind: 'usdt' | 'bank'
  name: string
  network: string | null
  country: string | null
  min: string
  fee_percent: string
  network_fee: string
  allowed: boolean
}

export interface SavedAccount {
  id: number
  accountType: 'usdt' | 'bank'
  country: string | null
  bank: string | null
  accountName: string | null
  account: string
  isDefault: boolean
}

export const depositChannelsQuery = queryOptions({
  queryKey: ['pay/all'],
  queryFn: () => api.get<DepositChannel[]>('pay/all', { silent: true }),
  staleTime: 5 * 60_000,
})

export const withdrawChannelsQuery = queryOptions({
  queryKey: ['member', 'withdraw/all'],
  queryFn: () => api.get<WithdrawChannel[]>('withdraw/all', { silent: true }),
})

export const savedAccountsQuery = queryOptions({
  queryKey: ['member', 'bank_information'],
  queryFn: () => api.get<SavedAccount[]>('bank_information', { silent: true }),
})

export const banksQuery = (country: string) =>
  queryOptions({
    queryKey: ['withdraw/bank_type', country],
    queryFn: () =>
      api.get<{ id: string; name: string }[]>('withdraw/bank_type', { query: { country }, silent: true }),
    staleTime: 60 * 60_000,
  })

export const changeLogQuery = (filter: {
  kind?: number
  start_date?: string
  end_date?: string
  limit: number
}) =>
  queryOptions({
    queryKey: ['member', 'change_log', filter],
    queryFn: () =>
      api.get<{ list: ChangeLogEntry[] }>('member/change_log', {
        query: { ...filter, start: 0 },
        silent: true,
      }),
  })

export const useDepositChannels = () => useQuery(depositChannelsQuery)
export const useWithdrawChannels = () => useQuery(withdrawChannelsQuery)
export const useSavedAccounts = () => useQuery(savedAccountsQuery)

/**
 * A money request under the shared key lifecycle (src/api/moneyAction.ts); the form shows failures.
 * `holdsSecrets` (a card): sent at once or failed, never paused offline and so never written to
 * the device, and dropped from the mutation cache as soon as nothing shows it.
 */
export function useMoneyAction<T, R>(path: string, opts: { holdsSecrets?: boolean } = {}) {
  const client = useQueryClient()
  return useMutation({
    ...(opts.holdsSecrets ? { networkMode: 'always' as const, gcTime: 0 } : {}),
    mutationFn: (body: T) => postMoneyAction<R>(path, body),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: balanceQuery.queryKey })
      client.invalidateQueries({ queryKey: ['member', 'change_log'] })
    },
    // A deposit order takes from the deposit limits (and a refusal says one was met): read again.
    onSettled: () => client.invalidateQueries({ queryKey: limitsQuery.queryKey }),
  })
}

export function useSaveAccount() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: object) => api.post<SavedAccount>('bank_information', body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: savedAccountsQuery.queryKey }),
  })
}
