/**
 * Where a click on a notification goes: the path the server put in it (the bet's, the draw's, the
 * wallet's or the message's screen), on this site only. Anything else — another origin, a
 * protocol-relative or malformed address, no data at all — opens the home page.
 */
export function clickTarget(data: unknown, origin: string): string {
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return `${origin}/`
  try {
    const target = new URL(url, origin)
    return target.origin === origin ? target.href : `${origin}/`
  } catch {
    return `${origin}/`
  }
}
