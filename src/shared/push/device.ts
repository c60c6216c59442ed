import type { PushKey } from '#contract/push.ts'
import { api } from '../../api/index.ts'

/** Why this device cannot take notifications, or that it can (and whether it already does). */
export type PushState = 'unsupported' | 'offOnSite' | 'blocked' | 'off' | 'on'

const supported = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'Notification' in window

/** The service worker's registration, if the site has one (production builds register it). */
const registration = () =>
  supported()
    ? navigator.serviceWorker.getRegistration('/').catch(() => undefined)
    : Promise.resolve(undefined)

const current = async () => (await (await registration())?.pushManager.getSubscription()) ?? null

export async function pushState(): Promise<PushState> {
  if (!supported()) return 'unsupported'
  const { publicKey } = await api.get<PushKey>('push/key', { silent: true })
  if (!publicKey) return 'offOnSite'
  if (Notification.permission === 'denied') return 'blocked'
  return (await current()) ? 'on' : 'off'
}

const keyBytes = (base64url: string) => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(text, (c) => c.charCodeAt(0))
}

/** Tells the server where this device is reached and in which language (again after a change). */
export async function saveSubscription(subscription: PushSubscription, language: string) {
  await api.post('push/subscribe', { ...subscription.toJSON(), language }, { silent: true })
}

/**
 * Asks the player (only ever from their click), subscribes through the service worker's push
 * manager with the server's key and stores it server-side. Throws when the browser has no push
 * service to reach (headless browsers, some privacy modes): the screen says push is unavailable.
 */
export async function turnOn(language: string): Promise<PushState> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off'
  const { publicKey } = await api.get<PushKey>('push/key', { silent: true })
  if (!publicKey) return 'offOnSite'
  const reg = await registration()
  if (!reg) throw new Error('no service worker')
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }))
  await saveSubscription(subscription, language)
  return 'on'
}

/** Unsubscribes this device and deletes it server-side. */
export async function turnOff(): Promise<PushState> {
  const subscription = await current()
  if (subscription) {
    await api
      .post('push/unsubscribe', { endpoint: subscription.endpoint }, { silent: true })
      .catch(() => undefined)
    await subscription.unsubscribe()
  }
  return 'off'
}

/** At sign-out: the server already dropped the session's subscription; the browser forgets it too. */
export async function forgetDevice() {
  await (await current())?.unsubscribe()
}

export { current as currentSubscription }
