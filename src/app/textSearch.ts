/**
 * The address's search params as the text they are. The router's default decodes `12345678` to a
 * number before any `parseSearch` parser sees it (its qss decoder), and JSON-parses `526691E6` to
 * 526691000000, so an invite code or a table id that looks like a number would arrive as one and
 * be refused by its route. Every param the site reads is text (switches accept 'true'), so nothing
 * is converted; a param given twice keeps its first value.
 */
export function parseTextSearch(searchStr: string): Record<string, string> {
  const search: Record<string, string> = {}
  for (const [key, value] of new URLSearchParams(searchStr)) if (!(key in search)) search[key] = value
  return search
}

/** The inverse: a boolean or number a link passes (`{ invite: true }`) is written as its text. */
export function stringifyTextSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined) continue
    params.set(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
