import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../api/index.ts'

export interface MemberInfo {
  user_id: number
  account: string
  nickname: string
  real_name: string | null
  email: string | null
  area_code: string | null
  mobile: string | null
  role: number
  invite_code: string
  currency: string
  email_verified: boolean
  phone_verified: boolean
  real_name_set: boolean
  pay_password_set: boolean
}

export const memberInfoQuery = queryOptions({
  queryKey: ['member', 'info'],
  queryFn: () => api.get<MemberInfo>('member/info', { silent: true }),
  staleTime: 60_000,
})

export const useMemberInfo = (enabled = true) => useQuery({ ...memberInfoQuery, enabled })
