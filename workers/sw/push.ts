/// <reference lib="webworker" />
import type { PushPayload } from '#contract/push.ts'
import { clickTarget } from './clickTarget.ts'

declare const self: ServiceWorkerGlobalScope

/**
 * Web Push for the closed app: the server's message (already in the device's language) becomes a
 * notification; a click focuses an open window of the site and takes it to the notification's
 * screen, or opens one there.
 */
function readPayload(event: PushEvent): PushPayload | null {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined
    if (!data || typeof data.title !== 'string') return null
    return {
      title: data.title,
      body: typeof data.body === 'string' ? data.body : '',
      url: typeof data.url === 'string' ? data.url : '/',
      tag: typeof data.tag === 'string' ? data.tag : '',
    }
  } catch {
    return null
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event)
  if (!payload) return
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag || undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = clickTarget(event.notification.data, self.location.origin)
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin)
      if (open) {
        const focused = await open.focus()
        await focused.navigate(target).catch(() => self.clients.openWindow(target))
        return
      }
      await self.clients.openWindow(target)
    })(),
  )
})
