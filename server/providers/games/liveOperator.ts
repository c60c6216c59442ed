import type { LiveRoundRow, LiveTableRow } from '#contract/backofficeRoles.ts'
import { studioSignature } from '#contract/studioSignature.ts'
import { AppError } from '../../http/envelope.ts'

/** Where the live studio's operator API is on its host (live.md). */
export const LIVE_OPERATOR_PATH = '/sandbox/games/live/operator'
const TIMEOUT_MS = 5_000

/**
 * The text an operator call is signed over: "{METHOD} {path with query}\n{body or empty}", with
 * the provider's key, in the other direction from the studio's wallet calls.
 */
export function operatorSignature(
  key: string,
  method: string,
  pathWithQuery: string,
  body: string,
  nowS: number,
) {
  return studioSignature(key).sign(nowS, `${method} ${pathWithQuery}\n${body}`)
}

/** What happened to a call whose effect is at the studio: known done, refused, or not known. */
export class StudioCallError extends AppError {
  readonly outcome: 'refused' | 'unknown'
  constructor(status: number, msg: string, outcome: 'refused' | 'unknown') {
    super(status, msg)
    this.outcome = outcome
  }
}

/**
 * Our server's client of the live studio's operator API (the back office's Live tables page):
 * signed HTTP calls with the winfinity key, as we would call a real studio. `baseUrl` is the
 * studio's host (our own address in demo mode, where the sandbox studio is mounted).
 */
export function liveOperator(opts: { baseUrl: () => string; key: string; nowMs: () => number }) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    const full = `${LIVE_OPERATOR_PATH}${path}`
    const text = body === undefined ? '' : JSON.stringify(body)
    const ts = Math.floor(opts.nowMs() / 1000)
    let res: Response
    try {
      // Inside the try: no address yet (the server not listening) is a studio we cannot reach.
      res = await fetch(`${opts.baseUrl()}${full}`, {
        method,
        headers: {
          'x-studio-timestamp': String(ts),
          'x-studio-signature': operatorSignature(opts.key, method, full, text, ts),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: text }),
        // The configured studio only: a redirect would take the signed call elsewhere.
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch {
      // No answer: the studio may or may not have acted.
      throw new StudioCallError(502, 'liveStudioUnavailable', 'unknown')
    }
    const envelope = (await res.json().catch(() => null)) as { code?: number; msg?: string; data?: T } | null
    if (res.ok && envelope?.code === 0) return envelope.data as T
    if (res.status === 404 && envelope?.msg === 'unknownTable')
      throw new StudioCallError(404, 'unknownTable', 'refused')
    if (res.status >= 400 && res.status < 500 && res.status !== 401 && envelope?.msg)
      throw new StudioCallError(422, envelope.msg, 'refused')
    // A bad signature, a 5xx or an answer we cannot read: the studio's side is not working for us.
    throw new StudioCallError(502, 'liveStudioUnavailable', res.status >= 500 ? 'unknown' : 'refused')
  }

  return {
    tables: () => call<LiveTableRow[]>('GET', '/tables'),
    rounds: (tableId: string, limit: number) =>
      call<LiveRoundRow[]>('GET', `/tables/${encodeURIComponent(tableId)}/rounds?limit=${limit}`),
    pause: (tableId: string, reason: string) =>
      call<{ table: LiveTableRow }>('POST', `/tables/${encodeURIComponent(tableId)}/pause`, { reason }),
    resume: (tableId: string) =>
      call<{ table: LiveTableRow }>('POST', `/tables/${encodeURIComponent(tableId)}/resume`, {}),
  }
}
