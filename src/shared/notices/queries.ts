import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import type { Inbox, Notice } from '#contract/notices.ts'
import { api } from '../../api/index.ts'
import { auth } from '../../state/auth.ts'

/** Announcements change rarely: a page opened within five minutes reuses the list. */
const NOTICES_FRESH_MS = 5 * 60_000
/** The unread count is asked again every minute, as the balance is (spec §7 polling). */
const INBOX_POLL_MS = 60_000

/** notice/public or notice/notice in the language the site shows (the server falls back to English). */
export const noticesQuery = (kind: 'public' | 'notice', locale: string) =>
  queryOptions({
    queryKey: ['notices', kind, locale],
    queryFn: () => api.get<Notice[]>(`notice/${kind}`, { silent: true }),
    staleTime: NOTICES_FRESH_MS,
  })

export const inboxQuery = queryOptions({
  queryKey: ['notices', 'private'],
  queryFn: () => api.get<Inbox>('notice/private', { silent: true }),
  staleTime: 10_000,
})

/** The signed-in player's unread private messages, polled; 0 when signed out. */
export function useUnreadCount() {
  const { isAuthorized } = useSnapshot(auth)
  const inbox = useQuery({ ...inboxQuery, enabled: isAuthorized, refetchInterval: INBOX_POLL_MS })
  return isAuthorized ? (inbox.data?.unread ?? 0) : 0
}

type BadgingNavigator = Navigator & {
  setAppBadge?: (n: number) => Promise<void>
  clearAppBadge?: () => Promise<void>
}

/**
 * The installed app's icon shows the unread count where the Badging API exists (feature-detected:
 * elsewhere nothing happens); cleared when all are read and on signing out, when the count is 0.
 * Called once, by the layout, which is always mounted (the menus are not, on a phone).
 */
export function useAppBadge() {
  const unread = useUnreadCount()
  useEffect(() => {
    const nav = navigator as BadgingNavigator
    // A browser may refuse (not installed, permission): the menu's badge still shows the count.
    const done = unread > 0 ? nav.setAppBadge?.(unread) : nav.clearAppBadge?.()
    done?.catch(() => undefined)
  }, [unread])
}

/** Pop-up announcements already shown on this device, remembered so each opens once. */
const SEEN_KEY = 'seenNoticePopups'

export function seenPopups(): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []
  } catch {
    return []
  }
}

export function rememberPopup(id: number) {
  try {
    // The newest hundred are enough: older announcements have ended.
    localStorage.setItem(SEEN_KEY, JSON.stringify([...seenPopups().filter((v) => v !== id), id].slice(-100)))
  } catch {
    // Storage full or blocked: the pop-up may show again, nothing worse.
  }
}
