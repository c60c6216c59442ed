/**
 * The browser's fingerprint in the live login's device record (spec §3): the hex SHA-256 (Web
 * Crypto, crypto.subtle) of the properties that stay the same from one visit to the next on one
 * device and browser, joined with '|' in this order:
 *   user agent | languages (comma-separated) | platform | screen width x height | colour depth |
 *   time zone (IANA name) | hardware concurrency | device memory (GB, empty where the browser
 *   does not say) | max touch points
 * No canvas, audio or font probing: the studio gets a stable id of the device, not a tracker.
 * Changing the list changes every player's fingerprint, so keep it in step with the README.
 */
export function fingerprintSource(nav: Navigator, screen: Screen, timeZone: string): string {
  const memory = (nav as Navigator & { deviceMemory?: number }).deviceMemory
  return [
    nav.userAgent,
    (nav.languages ?? [nav.language]).join(','),
    nav.platform,
    `${screen.width}x${screen.height}`,
    screen.colorDepth,
    timeZone,
    nav.hardwareConcurrency ?? '',
    memory ?? '',
    nav.maxTouchPoints ?? 0,
  ].join('|')
}

export async function fingerprint(source: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(source))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}
