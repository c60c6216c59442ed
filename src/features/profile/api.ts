import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../api/index.ts'
import { memberInfoQuery } from '../../shared/account/memberInfo.ts'
import { storeTokens } from '../../state/auth.ts'

/** A profile change: silent (the form shows errors), then the profile is read again. */
function useProfileChange<T>(call: (body: T) => Promise<unknown>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: memberInfoQuery.queryKey }),
  })
}

export const useNickname = () =>
  useProfileChange((b: { nickname: string }) => api.put('nickname', b, { silent: true }))
export const useRealName = () =>
  useProfileChange((b: { real_name: string }) => api.put('account', b, { silent: true }))
export const useEmailChange = () =>
  useProfileChange((b: { email: string; otp: string; password: string }) =>
    api.put('email', b, { silent: true }),
  )
export const usePhoneChange = () =>
  useProfileChange((b: { area_code: string; phone: string; otp: string; password: string }) =>
    api.put('phone', b, { silent: true }),
  )

/** Other sessions end on the server; this device keeps going with the tokens it gets back. */
export const usePasswordChange = () =>
  useProfileChange(async (b: { old_password: string; password: string }) =>
    storeTokens(
      await api.post<{ token: string; fresh_token: string }>('member/change_password', b, { silent: true }),
    ),
  )

export interface VipLevel {
  level: number
  name: string
  img: string
  recharge: string
}

export const vipQuery = queryOptions({
  queryKey: ['member', 'vip'],
  queryFn: () =>
    api.get<{ levels: VipLevel[]; current: { level: number | null; total_recharge: string } | null }>(
      'api/v1/vip',
      {
        silent: true,
      },
    ),
})

export const useVip = () => useQuery(vipQuery)
