import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../api/index.ts'
import { navigateTo } from '../../app/navigation.ts'
import { type Credentials, clearCredentials, login, storedRefreshToken } from '../../state/auth.ts'

export interface QuickLoginBody {
  account: string
  password: string
}

export interface QuickRegisterBody extends QuickLoginBody {
  inviteCode?: string
}

/** Forms show their own errors, so these calls are silent. */
export function useQuickLogin() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: QuickLoginBody) => api.post<Credentials>('sign_in', body, { silent: true }),
    onSuccess: (credentials) => {
      login(credentials)
      client.invalidateQueries()
    },
  })
}

export function useQuickRegister() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: QuickRegisterBody) => api.post<Credentials>('reg', body, { silent: true }),
    onSuccess: (credentials) => {
      login(credentials)
      client.invalidateQueries()
    },
  })
}

/** Spec §4: logout clears stored auth, closes the drawer and goes home; the server revokes the session. */
export function useLogout() {
  const client = useQueryClient()
  return async () => {
    const fresh = storedRefreshToken()
    if (fresh) await api.post('sign_out', { fresh_token: fresh }, { silent: true }).catch(() => undefined)
    clearCredentials()
    client.removeQueries({ queryKey: ['member'] })
    client.removeQueries({ queryKey: ['member/account'] })
    navigateTo('/')
  }
}
