import type { LiveDeviceRecord } from '#contract/liveGames.ts'
import { fingerprint, fingerprintSource } from './fingerprint.ts'

/**
 * The site's language → the login path's {countryFromLanguage}: the country most of the site's
 * players of that language are in (pt → br: the site's Portuguese players are Brazilian; hi → in;
 * en → us). Any other language reads 'us'.
 */
export const COUNTRY_OF_LANGUAGE: Record<string, string> = {
  en: 'us',
  zh: 'cn',
  id: 'id',
  ja: 'jp',
  ko: 'kr',
  es: 'es',
  tr: 'tr',
  hi: 'in',
  pt: 'br',
  ru: 'ru',
}
export const countryFromLanguage = (language: string) => COUNTRY_OF_LANGUAGE[language] ?? 'us'

/** The spec's fixed word for `browser`: the web client, whatever browser runs it. */
const BROWSER_WORD = 'web'

function osOf(ua: string) {
  if (/Windows/i.test(ua)) return 'Windows'
  if (/Android/i.test(ua)) return 'Android'
  if (/iPhone|iPad|iPod/i.test(ua)) return 'iOS'
  if (/Mac OS X|Macintosh/i.test(ua)) return 'macOS'
  if (/CrOS/i.test(ua)) return 'ChromeOS'
  if (/Linux/i.test(ua)) return 'Linux'
  return 'Unknown'
}

function deviceOf(ua: string) {
  if (/iPad|Tablet/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) return 'tablet'
  return /Mobi|iPhone|iPod/i.test(ua) ? 'mobile' : 'desktop'
}

/** Minutes east of UTC → '+08:00', '-05:30' (getTimezoneOffset counts the other way). */
export function offsetText(minutesWest: number) {
  const east = -minutesWest
  const abs = Math.abs(east)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${east < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

/** The spec §3 device info record of this browser; the server puts in the address it sees. */
export async function deviceRecord(): Promise<LiveDeviceRecord> {
  const ua = navigator.userAgent
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return {
    ip: '{ip}',
    os: osOf(ua),
    device: deviceOf(ua),
    browser: BROWSER_WORD,
    fingerprint: await fingerprint(fingerprintSource(navigator, screen, timeZone)),
    java_enabled: true,
    language: navigator.language || 'en',
    color_depth: screen.colorDepth,
    screen_height: screen.height,
    screen_width: screen.width,
    timezone_offset: offsetText(new Date().getTimezoneOffset()),
  }
}
