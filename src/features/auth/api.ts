import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../api/index.ts'
import { navigateTo } from '../../shared/navigation.ts'
import { type Credentials, clearCredentials, login, storedRefreshToken } from '../../state/auth.ts'

/** Every way in ends the same: credentials stored, dialog closed, server data refetched. */
function useSignIn<T>(call: (body: T) => Promise<Credentials>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (credentials) => {
      login(credentials)
      client.invalidateQueries()
    },
  })
}

// Forms show their own errors, so these calls are silent.
const post = (path: string, headers?: Record<string, string>) => (body: object) =>
  api.post<Credentials>(path, body, { silent: true, headers })

export const useQuickLogin = () => useSignIn(post('sign_in'))
export const useQuickRegister = () => useSignIn(post('reg'))
export const useEmailCodeLogin = () => useSignIn(post('sign_in/otp/email'))
export const useMobileCodeLogin = () => useSignIn(post('sign_in/otp/mobile'))
export const usePhonePasswordLogin = () => useSignIn(post('sign/phone'))
export const useEmailRegister = () => useSignIn(post('sign_up/otp/email'))
/** Spec §7: mobile registration sends header platform '1'. */
export const useMobileRegister = () => useSignIn(post('sign_up/otp/mobile', { platform: '1' }))

export type PasswordReset =
  | { by: 'email'; email: string; otp: string; password: string }
  | { by: 'mobile'; areaCode: string; mobile: string; otp: string; password: string }

/** Spec §7 forget/email, and forget/mobile for a code sent to the mobile (spec §5). */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ by, ...body }: PasswordReset) => api.post<null>(`forget/${by}`, body, { silent: true }),
  })
}

/** Spec §4: logout clears stored auth, closes the drawer and goes home; the server revokes the session. */
export function useLogout() {
  const client = useQueryClient()
  return async () => {
    const fresh = storedRefreshToken()
    if (fresh) await api.post('sign_out', { fresh_token: fresh }, { silent: true }).catch(() => undefined)
    // The server dropped this session's push subscription; the browser forgets it too (loaded only now).
    void import('../../shared/push/device.ts').then((m) => m.forgetDevice()).catch(() => undefined)
    clearCredentials()
    client.removeQueries({ queryKey: ['member'] })
    client.removeQueries({ queryKey: ['member/account'] })
    navigateTo('/')
  }
}
