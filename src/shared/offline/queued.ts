import { api } from '../../api/index.ts'
import { auth } from '../../state/auth.ts'

/**
 * Actions that move no money and may wait for the network: done offline they are queued, paused,
 * kept through a reload (src/app/queryClient.ts) and sent when the connection returns. Each is
 * safe to send late or twice (marking read, choosing a currency), and each carries the account
 * that did it: one still queued when that player has signed out is dropped, never sent as the
 * next one. Their functions are registered as mutation defaults by src/app/offlineMutations.ts,
 * as a paused action comes back from storage with only its key and variables.
 */
const asOwner = async <R>(uid: string | null, send: () => Promise<R>): Promise<R | null> =>
  auth.isAuthorized && auth.userId === uid ? send() : null

export const readMessagesKey = ['offline', 'notice/private/read'] as const

export interface ReadMessages {
  uid: string | null
  /** the messages opened; none marks them all read */
  ids?: number[]
}

export const readMessages = ({ uid, ids }: ReadMessages) =>
  asOwner(uid, () => api.post<{ unread: number }>('notice/private/read', ids ? { ids } : {}))

export const switchCurrencyKey = ['offline', 'member/currency'] as const

export interface SwitchCurrency {
  uid: string | null
  unit: string
}

export const switchCurrency = ({ uid, unit }: SwitchCurrency) =>
  asOwner(uid, () => api.put<{ currency: string }>('member/currency', undefined, { query: { unit } }))
