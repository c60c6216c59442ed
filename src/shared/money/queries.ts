import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { WalletBalance } from '#contract/wallet.ts'
import { api } from '../../api/index.ts'
import { switchCurrency, switchCurrencyKey } from '../offline/queued.ts'

export interface CurrencyEntry {
  id: number
  currency: string
  exchange: string
  sport_bet_min: string
  lotter_bet_min: string
  status: number
  flag: string
  img: string
  sort: number
}

export const currenciesQuery = queryOptions({
  queryKey: ['config/exchange'],
  queryFn: () => api.get<CurrencyEntry[]>('config/exchange', { silent: true }),
  staleTime: 5 * 60_000,
})

/** Polled every 60 s (spec §7); the wallet socket of the wallet issue pushes changes sooner. */
export const balanceQuery = queryOptions({
  queryKey: ['member/account'],
  queryFn: () => api.get<WalletBalance>('member/account', { silent: true }),
  refetchInterval: 60_000,
})

export const useCurrencies = () => useQuery(currenciesQuery)
export const useBalance = (enabled: boolean) => useQuery({ ...balanceQuery, enabled })

/**
 * Switches the display currency; a refusal (code 1) arrives as the client's error toast. Chosen
 * offline, the switch waits for the connection (src/shared/offline/queued.ts).
 */
export function useSwitchCurrency() {
  const client = useQueryClient()
  return useMutation({
    mutationKey: switchCurrencyKey,
    mutationFn: switchCurrency,
    onSuccess: () => client.invalidateQueries({ queryKey: balanceQuery.queryKey }),
  })
}
