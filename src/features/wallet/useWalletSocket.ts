import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import type { WalletBalance } from '#contract/wallet.ts'
import { balanceQuery } from '../../shared/money/queries.ts'
import { auth, storedToken } from '../../state/auth.ts'
import { showToast, ui } from '../../state/ui.ts'
import { announcementOf, notifyWhenHidden, type WalletPush } from './notifications.ts'

/** Spec §4: reconnect after 1 s × attempt, at most 10 s, up to 5 attempts; success resets. */
export const reconnectDelay = (attempt: number) => Math.min(1000 * attempt, 10_000)
export const MAX_RECONNECTS = 5
const UNAUTHORIZED = 4401

export const socketUrl = (token: string, location: Location = window.location) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/wss-new?token=${encodeURIComponent(token)}`

/**
 * The wallet socket: each push replaces the balance at once (the 60 s poll is the fallback), says
 * why it moved (a toast, or a system notification while the page is hidden) and refreshes the
 * lists the movement changed.
 */
export function useWalletSocket() {
  const { isAuthorized } = useSnapshot(auth)
  const { token } = useSnapshot(ui)
  const client = useQueryClient()
  const { i18n } = useLingui()

  useEffect(() => {
    const current = token ?? storedToken()
    if (!isAuthorized || !current) return
    let socket: WebSocket | null = null
    let attempts = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false

    const connect = () => {
      socket = new WebSocket(socketUrl(current))
      socket.addEventListener('open', () => {
        attempts = 0
      })
      socket.addEventListener('message', (event) => {
        try {
          const push = JSON.parse(String(event.data)) as WalletPush
          client.setQueryData<WalletBalance>(balanceQuery.queryKey, (old) =>
            old ? { ...old, score: push.balance } : old,
          )
          // History, orders and settled bets changed with the balance.
          for (const queryKey of [
            ['member', 'change_log'],
            ['member', 'orders'],
          ])
            void client.invalidateQueries({ queryKey })
          if (push.reason === 'payout' || push.reason === 'refund')
            void client.invalidateQueries({ queryKey: ['mybet'] })
          const announcement = announcementOf(push)
          if (announcement) {
            showToast(announcement.type, announcement.message.id)
            notifyWhenHidden(i18n._(announcement.message), `${push.balance} USDT`)
          }
        } catch (err) {
          console.warn('wallet socket: unreadable message', err)
        }
      })
      socket.addEventListener('close', (event) => {
        if (stopped || event.code === UNAUTHORIZED) return
        if (attempts >= MAX_RECONNECTS) {
          console.warn('wallet socket: gave up after', MAX_RECONNECTS, 'reconnects')
          return
        }
        attempts++
        timer = setTimeout(connect, reconnectDelay(attempts))
      })
    }
    connect()
    return () => {
      stopped = true
      clearTimeout(timer)
      socket?.close()
    }
  }, [isAuthorized, token, client, i18n])
}
