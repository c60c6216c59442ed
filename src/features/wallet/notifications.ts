/**
 * A system notification when a deposit is credited while the page is hidden. Permission is asked
 * when the player starts a deposit — the moment it makes sense — never on load.
 */
export function askForDepositNotifications() {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return
  void Notification.requestPermission().catch(() => undefined)
}

export function notifyDepositCredited(title: string, body: string) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return
  if (document.visibilityState !== 'hidden') return
  new Notification(title, { body, icon: '/icons/icon-192.png', tag: 'deposit' })
}
