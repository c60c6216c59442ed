import { proxy } from 'valtio'
import type { Workbox } from 'workbox-window'

/** Set when a new version is installed and waiting; the prompt asks before switching to it. */
export const pwa = proxy({ updateReady: false, offlineReady: false, installable: false })

/**
 * The browser's install offer (beforeinstallprompt), kept for the profile's Install button: the
 * event fires once, early, long before that screen loads. Taking it uses it up.
 */
let installOffer: Event | null = null
export function takeInstallOffer() {
  const offer = installOffer
  installOffer = null
  pwa.installable = false
  return offer
}

let workbox: Workbox | null = null

/** Registers the service worker in production builds; an update waits for the player's consent. */
export function registerServiceWorker() {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    installOffer = event
    pwa.installable = true
  })
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  // Fetched after the first render: registering waits for the page's load event anyway.
  import('workbox-window')
    .then(({ Workbox }) => {
      workbox = new Workbox('/sw.js', { scope: '/' })
      workbox.addEventListener('waiting', () => {
        pwa.updateReady = true
      })
      workbox.addEventListener('activated', (event) => {
        if (!event.isUpdate) pwa.offlineReady = true
      })
      return workbox.register()
    })
    .catch(() => undefined)
}

/** The player confirmed: activate the waiting worker, then reload once it controls the page. */
export function applyUpdate() {
  if (!workbox) return
  workbox.addEventListener('controlling', () => window.location.reload())
  workbox.messageSkipWaiting()
}
