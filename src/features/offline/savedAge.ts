const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** "5 minutes ago", "2 hours ago", "yesterday", in the player's language (the browser's own words). */
export function savedAge(ms: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  if (ms < HOUR) return format.format(-Math.max(0, Math.floor(ms / MINUTE)), 'minute')
  if (ms < 24 * HOUR) return format.format(-Math.floor(ms / HOUR), 'hour')
  return format.format(-Math.floor(ms / (24 * HOUR)), 'day')
}
