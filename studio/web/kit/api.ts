// The studio page's calls to the studio API. The launch token rides in a header on every call.
import type { PublicRound } from '../../server/rounds.ts'

export type { PublicRound }

export interface FairState {
  server_seed_hash: string
  client_seed: string
  next_nonce: number
}

export interface SessionData {
  game: { provider: string; game_id: string; name: string; kind: string }
  player: { currency: string; balance: string }
  fair: FairState
  open: PublicRound | null
}

export interface RoundAnswer {
  round: PublicRound
  /** null: the wallet did not say (a credit left for the retry); the page keeps what it shows. */
  balance: string | null
}

export interface Revealed {
  server_seed: string
  server_seed_hash: string
  client_seed: string
  rounds: number
}

/** A refusal from the studio: `code` is its message key (insufficientBalance, badBet…). */
export class StudioRequestError extends Error {
  readonly code: string
  readonly status: number
  constructor(code: string, status: number) {
    super(code)
    this.code = code
    this.status = status
  }
}

export const API_BASE = '/sandbox/games/api'

export function studioApi(provider: string, token: string) {
  async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    let res: Response
    try {
      res = await fetch(`${API_BASE}/${provider}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          'x-launch-token': token,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      })
    } catch {
      throw new StudioRequestError('network', 0)
    }
    const json = (await res.json().catch(() => null)) as { code: number; msg: string; data: T } | null
    if (!json) throw new StudioRequestError('generic', res.status)
    if (!res.ok || json.code !== 0) throw new StudioRequestError(json.msg, res.status)
    return json.data
  }
  return {
    session: (gameId: string) => call<SessionData>(`/${encodeURIComponent(gameId)}/session`),
    start: (gameId: string, bet: string, params: unknown) =>
      call<RoundAnswer>(`/${encodeURIComponent(gameId)}/rounds`, { method: 'POST', body: { bet, params } }),
    step: (roundId: string, action: unknown) =>
      call<RoundAnswer>(`/rounds/${encodeURIComponent(roundId)}/step`, { method: 'POST', body: { action } }),
    history: () => call<PublicRound[]>('/history?limit=20'),
    rotate: (clientSeed?: string) =>
      call<{ revealed: Revealed; fair: FairState }>('/seeds/rotate', {
        method: 'POST',
        body: clientSeed ? { client_seed: clientSeed } : {},
      }),
    setClientSeed: (clientSeed: string) =>
      call<{ fair: FairState }>('/seeds/client', { method: 'POST', body: { client_seed: clientSeed } }),
  }
}
export type StudioApi = ReturnType<typeof studioApi>

/** The public round record the verifier reads (no token). */
export async function fetchRound(provider: string, roundId: string): Promise<PublicRound> {
  const res = await fetch(`${API_BASE}/${encodeURIComponent(provider)}/rounds/${encodeURIComponent(roundId)}`)
  const json = (await res.json().catch(() => null)) as { code: number; msg: string; data: PublicRound } | null
  if (json?.code !== 0) throw new StudioRequestError(json?.msg ?? 'generic', res.status)
  return json.data
}
