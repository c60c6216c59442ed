import { createHmac } from 'node:crypto'
import { STUDIO_WALLET_PATH, studioSignature } from '../../contract/studioSignature.ts'
import { type Answer, type HttpClient, type Outcome, outcomeOf } from './http.ts'

export interface Player {
  account: string
  userId: number
  token: string
  /** A launch session of the seamless game the bench plays (its studio's token). */
  session: string
}

const CARD = { name: 'Load Bench', number: '4242424242424242', expiry: '12/30', cvv: '123' }
/** The card sandbox's largest deposit. */
const DEPOSIT = '10000'
/** The seamless game the rounds are played on: the sandbox studio's PG slot. */
export const GAME = { provider: 'pg', id: 'lucky-reels', launch: '/pggame/pg/lucky-reels' }

async function pool<T>(count: number, n: number, work: (i: number) => Promise<T>) {
  const out: T[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(n, count) }, async () => {
      while (next < count) {
        const i = next++
        out[i] = await work(i)
      }
    }),
  )
  return out
}

const must = (what: string, a: Answer) => {
  if (a.status !== 200 || a.body.code !== 0) throw new Error(`${what}: ${a.status} ${JSON.stringify(a.body)}`)
  return a.body.data as Record<string, unknown>
}

/**
 * `count` players signed up through the API, each funded with deposits through the card sandbox
 * (instant in demo mode) so that no run of the bench meets insufficientBalance.
 */
export async function signUp(http: HttpClient, stamp: string, count: number, deposits: number) {
  return pool(count, 8, async (i): Promise<Omit<Player, 'session'>> => {
    const account = `ld${stamp}${i}`
    const reg = must('sign-up', await http.post('/sports/reg', { account, password: 'Secret123' }))
    const token = String(reg.token)
    for (let d = 0; d < deposits; d++) {
      must(
        'deposit',
        await http.post(
          '/sports/recharge',
          { channel_id: 5, amount: DEPOSIT, card: CARD },
          { authorization: `Bearer ${token}`, 'idempotency-key': `fund-${account}-${d}` },
        ),
      )
    }
    return { account, userId: Number(reg.user_id), token }
  })
}

/** A fresh launch session of the bench's game for each player (the studio's token). */
export async function launch(http: HttpClient, players: Omit<Player, 'session'>[]): Promise<Player[]> {
  return pool(players.length, 8, async (i) => {
    const p = players[i] as Omit<Player, 'session'>
    const url = String(must('launch', await http.get(GAME.launch, p.token)).url)
    return { ...p, session: new URL(url, 'http://x').searchParams.get('token') ?? '' }
  })
}

/** What the ledger check needs of the taken bets: their ledger keys and their rows' numbers. */
export interface Taken {
  ledgerKeys: string[]
  rows: string[]
  /** Every key sent, answered or not. */
  sent: number
}

export interface Product {
  name: string
  /** Reads what its requests need (the lobby's odds, the next draw); again after a refusal says it moved. */
  prepare(): Promise<void>
  /** One bet of `player` under idempotency key `key` (8–64 of [A-Za-z0-9_-]). */
  bet(player: Player, key: string): Promise<Outcome>
  taken: Taken
}

const newTaken = (): Taken => ({ ledgerKeys: [], rows: [], sent: 0 })

/** Refreshes at most once at a time, however many workers ask. */
function coalesced(work: () => Promise<void>) {
  let running: Promise<void> | null = null
  return () => {
    running ??= work().finally(() => {
      running = null
    })
    return running
  }
}

type Pick = { match_id: string; kind: string; name: string; odds: string }

/** Soccer singles on the lobby's win/draw/lose markets, spread over its matches. */
export function soccer(http: HttpClient): Product {
  let picks: Pick[] = []
  const taken = newTaken()
  const prepare = coalesced(async () => {
    const lobby = must('soccer lobby', await http.get('/sports/soccer?start=0&limit=50'))
    const list = lobby.list as { match_id: string; markets: Omit<Pick, 'match_id'>[] }[]
    picks = list.flatMap((m) =>
      m.markets
        .filter((k) => k.kind === 'wl')
        .map((k) => ({ match_id: m.match_id, kind: k.kind, name: k.name, odds: k.odds })),
    )
    if (picks.length === 0) throw new Error('the soccer lobby has no win/draw/lose market')
  })
  let n = 0
  return {
    name: 'soccer single',
    prepare,
    taken,
    async bet(player, key) {
      const pick = picks[n++ % picks.length] as Pick
      taken.sent++
      const a = await http.post(
        '/sports/soccer/bet',
        // A single's least multiple is 10 (the engine's limits), 20 USDT at 2 USDT a multiple.
        { selections: [pick], strings: [1], multiple: 10, tolerance: 0.2 },
        { authorization: `Bearer ${player.token}`, 'idempotency-key': key },
      )
      const o = outcomeOf(a)
      if (o.kind === 'ok') {
        taken.ledgerKeys.push(`sport:${player.userId}:${key}`)
        taken.rows.push(String((a.body.data as { bet_id: string }).bet_id))
      } else if (o.kind === 'refused' && (o.reason === 'oddsChanged' || o.reason === 'matchClosed'))
        void prepare().catch(() => undefined)
      return o
    },
  }
}

/** Mark Six tickets of one special-code side line on Hong Kong's next open draw. */
export function markSix(http: HttpClient): Product {
  const game = 'hkmarksix'
  let draw = ''
  const taken = newTaken()
  const prepare = coalesced(async () => {
    const next = must('mark six', await http.get(`/sports/${game}?start=0&limit=1`)).next as {
      match_id: string
    } | null
    if (!next) throw new Error(`${game} has no open draw`)
    draw = next.match_id
  })
  let n = 0
  return {
    name: 'mark six ticket',
    prepare,
    taken,
    async bet(player, key) {
      taken.sent++
      const a = await http.post(
        '/sports/marksix/bet',
        {
          game,
          match_id: draw,
          items: [{ bet: { type: 'specialCodeSide', side: n++ % 2 ? 'big' : 'small' }, amount: '1' }],
        },
        { authorization: `Bearer ${player.token}`, 'idempotency-key': key },
      )
      const o = outcomeOf(a)
      if (o.kind === 'ok') {
        taken.ledgerKeys.push(`lottery:${player.userId}:${key}`)
        taken.rows.push(String((a.body.data as { ticket: string }).ticket))
      } else if (o.kind === 'refused' && o.reason === 'bettingClosed') void prepare().catch(() => undefined)
      return o
    },
  }
}

/**
 * A seamless game round as the studio plays it on the site's wallet: the bet debited, then the
 * win credited (every third round wins 1.9, the others 0), each a call signed with the provider's
 * key (HMAC of "timestamp.body"). The key is derived from JWT_SECRET as the server derives it
 * (server/services.ts `derived`, server/providers/games/games.ts `keyOf`). The latency is the
 * round's, both calls.
 */
export function gameRounds(http: HttpClient, jwtSecret: string): Product {
  const key = createHmac('sha256', jwtSecret).update(`game-provider:${GAME.provider}`).digest('hex')
  const signer = studioSignature(key)
  const call = (op: 'debit' | 'credit', body: object) => {
    const text = JSON.stringify(body)
    const ts = Math.floor(Date.now() / 1000)
    return http.postText(`${STUDIO_WALLET_PATH}/${GAME.provider}/${op}`, text, {
      'content-type': 'application/json',
      'x-studio-timestamp': String(ts),
      'x-studio-signature': signer.sign(ts, text),
    })
  }
  const taken = newTaken()
  let n = 0
  return {
    name: 'game round',
    prepare: async () => undefined,
    taken,
    async bet(player, id) {
      taken.sent++
      const round_id = `r${id}`
      const debit = await call('debit', {
        token: player.session,
        transaction_id: `d${id}`,
        round_id,
        amount: '1',
      })
      const d = outcomeOf(debit)
      if (d.kind !== 'ok') return d
      taken.ledgerKeys.push(`game:${GAME.provider}:d${id}`)
      const win = n++ % 3 === 0 ? '1.9' : '0'
      const credit = await call('credit', {
        token: player.session,
        transaction_id: `c${id}`,
        round_id,
        amount: win,
      })
      const c = outcomeOf(credit)
      if (c.kind === 'ok') taken.rows.push(round_id)
      return c.kind === 'ok' ? c : { ...c, reason: `credit: ${c.reason}` }
    },
  }
}
