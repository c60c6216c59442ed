import { api } from './index.ts'

export type CodeKind = 'register' | 'login' | 'reset' | 'change'
const KIND: Record<CodeKind, number> = { register: 1, login: 2, reset: 3, change: 4 }

export type Identity = { email: string } | { area: string; phone: string }

/**
 * Asks for a one-time code; resolves to the seconds before another may be sent. Registration by
 * phone has its own call (spec §7 verify/reg/phone).
 */
export async function sendCode(kind: CodeKind, who: Identity): Promise<number> {
  const answer =
    'email' in who
      ? await api.get<{ resendIn: number }>('verify/email', {
          query: { email: who.email, kind: KIND[kind] },
          silent: true,
        })
      : kind === 'register'
        ? await api.get<{ resendIn: number }>('verify/reg/phone', {
            query: { phone: who.phone, area: who.area },
            silent: true,
          })
        : await api.get<{ resendIn: number }>('verify/phone', {
            query: { phone: who.phone, area: who.area, kind: KIND[kind] },
            silent: true,
          })
  return answer.resendIn
}
