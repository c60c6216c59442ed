import { proxy } from 'valtio'
import type { Workbox } from 'workbox-window'

/** Set when a new version is installed and waiting; the prompt asks before switching to it. */
export const pwa = proxy({ updateReady: false, offlineReady: false, installable: false })

/** Chromium's install offer (not in TypeScript's DOM types). */
interface InstallPrompt extends Event {
  prompt(): Promise<{ outcome: 'accepted' | 'dismissed' }>
}
let installPrompt: InstallPrompt | null = null

/**
 * Keeps the browser's install offer for the profile's Install button (the event fires once, early,
 * long before that screen loads); gone once the app is installed.
 */
function captureInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    installPrompt = event as InstallPrompt
    pwa.installable = true
  })
  window.addEventListener('appinstalled', () => {
    installPrompt = null
    pwa.installable = false
  })
}

/** Shows the browser's install dialog; the offer is used up either way. */
export async function promptInstall() {
  const offer = installPrompt
  installPrompt = null
  pwa.installable = false
  return offer ? (await offer.prompt()).outcome : 'dismissed'
}

let workbox: Workbox | null = null

/** Registers the service worker in production builds; an update waits for the player's consent. */
export function registerServiceWorker() {
  captureInstallPrompt()
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
