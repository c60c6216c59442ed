import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../api/index.ts'

export interface Inviter {
  code: string
  type: number
  nickname: string
}

/** Who a shared registration link comes from (spec §7 share/{code}); an unknown code shows none. */
export const inviterQuery = (code: string) =>
  queryOptions({
    queryKey: ['share', code],
    queryFn: () => api.get<Inviter>(`share/${encodeURIComponent(code)}`, { silent: true }),
    staleTime: 10 * 60_000,
    retry: false,
  })

export const useInviter = (code: string | undefined) =>
  useQuery({ ...inviterQuery(code ?? ''), enabled: Boolean(code) })
