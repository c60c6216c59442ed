// The live studio's HTTP calls (live.md, base /sandbox/games/live/api): the session the launch
// token names, a bet, the public round record. The token rides in `x-launch-token`; a refusal
// carries its message key (betsClosed, belowMin…) and the studio's values (the limit), and its
// status says whether it is definite (4xx) or the bet's fate is unknown (no answer, 5xx).

export const LIVE_API = '/sandbox/games/live/api'

export interface MyBet {
  id: string
  round_id: string
  spots: Record<string, string>
  stake: string
  win?: string | null
  status: 'placed' | 'won' | 'lost' | 'refunded'
}

export interface LiveRound {
  id: string
  number: number
  phase: string
  opens_at?: string
  closes_at?: string
  deal_ends_at?: string | null
  result_ends_at?: string | null
  server_seed_hash?: string
  server_seed?: string | null
  totals?: Record<string, string>
  players?: number
  outcome?: unknown
}

export interface LiveTable {
  id: string
  kind: string
  name: string
  currency: string
  limits?: unknown
  spots?: unknown
  paused?: boolean
}

export interface HistoryEntry {
  round_id: string
  number: number
  outcome: unknown
  settled_at?: string
}

export interface LiveSession {
  table: LiveTable
  player?: { currency: string; balance: string }
  round: LiveRound | null
  history: HistoryEntry[]
  my_bets?: MyBet[]
}

/** A refusal or failure: `code` is the message key, `values` what the message fills in. */
export class LiveRequestError extends Error {
  readonly code: string
  readonly status: number
  readonly values: Record<string, unknown>
  constructor(code: string, status: number, values: Record<string, unknown> = {}) {
    super(code)
    this.code = code
    this.status = status
    this.values = values
  }
}

type Envelope<T> = { code: number; msg: string; data: T; values?: Record<string, unknown> }

async function call<T>(path: string, token: string | null, body?: unknown): Promise<T> {
  let res: Response
  try {
    res = await fetch(`${LIVE_API}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(token ? { 'x-launch-token': token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new LiveRequestError('network', 0)
  }
  const json = (await res.json().catch(() => null)) as Envelope<T> | null
  if (!json) throw new LiveRequestError('generic', res.status)
  if (!res.ok || json.code !== 0) {
    const data = json.data && typeof json.data === 'object' ? (json.data as Record<string, unknown>) : {}
    throw new LiveRequestError(json.msg, res.status, { ...data, ...(json.values ?? {}) })
  }
  return json.data
}

export function liveApi(tableId: string, token: string | null) {
  const table = `/tables/${encodeURIComponent(tableId)}`
  return {
    session: () => call<LiveSession>(`${table}/session`, token),
    bet: (roundId: string, key: string, spots: Record<string, string>) =>
      call<{ bet: MyBet; balance: string }>(`${table}/bets`, token, { round_id: roundId, key, spots }),
    history: (limit: number) => call<HistoryEntry[]>(`${table}/history?limit=${limit}`, null),
  }
}

/** The public record of a live round (the verifier's source; no token). */
export function fetchLiveRound(roundId: string) {
  return call<Record<string, unknown>>(`/rounds/${encodeURIComponent(roundId)}`, null)
}
