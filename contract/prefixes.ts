/** Path prefixes that belong to the API (spec §7): never answered with the app's index.html. */
export const API_PREFIXES = [
  '/sports',
  '/pggame',
  '/tadaGame',
  '/3rd-game',
  '/playcard',
  '/nggame',
  '/otherChat',
  '/activities',
  '/wss-new',
  '/health',
  // Game studios calling our seamless wallet.
  '/provider',
  // The sandbox payment gateway's own pages.
  '/sandbox',
  // The back office's API (its pages live under /backoffice).
  '/backoffice/api',
  // The API's own description (demo mode only; a 404 in production, never the app's page).
  '/docs',
  // Prometheus's scrape (its bearer only; a 404 in production without METRICS_TOKEN).
  '/metrics',
]

export const isApiPath = (path: string) => API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))
