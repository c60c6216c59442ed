import { type Fetch, postSigned } from '#contract/studioSignature.ts'
import { type StudioOrder, type StudioRecord, StudioRefused, type TransferStudio } from './transfer.ts'

/** Where a transfer studio takes our orders: POST {base}{TRANSFER_STUDIO_PATH}/{provider}/{op}. */
const TRANSFER_STUDIO_PATH = '/sandbox/games/transfer'

interface RecordWire {
  id: string
  round_id: string
  user_id: number
  game_id: string
  bet: string
  win: string
  currency: string
  status: 'settled' | 'rolled_back'
  settled_at: string
}

/**
 * A transfer-wallet studio (ky, ng) reached over its signed HTTP API, as any outside studio is:
 * each call signed with the provider's key. An answer that is not a readable 200 throws (a lost
 * answer: the transfer stays pending until `settle` says what became of it); `code` 1 is the
 * studio's plain refusal (StudioRefused: nothing was applied).
 */
export function transferStudioClient(options: {
  baseUrl: () => string
  keyOf: (provider: string) => string
  nowMs: () => number
  fetch?: Fetch
}): TransferStudio {
  async function call<T>(provider: string, op: string, body: object): Promise<T> {
    const url = `${options.baseUrl()}${TRANSFER_STUDIO_PATH}/${provider}/${op}`
    const { status, reply } = await postSigned(
      url,
      options.keyOf(provider),
      options.nowMs(),
      body,
      options.fetch,
    )
    if (status !== 200) throw new Error(`transfer studio answered ${status}`)
    if (reply.code !== 0) throw new StudioRefused(reply.msg)
    return reply.data as T
  }
  const order = (o: StudioOrder) => ({ order_id: o.orderId, user_id: o.userId, amount: String(o.amount) })
  return {
    balance: async (provider, userId) =>
      BigInt((await call<{ balance: string }>(provider, 'balance', { user_id: userId })).balance),
    deposit: async (o) => void (await call(o.provider, 'deposit', order(o))),
    withdraw: async (o) => void (await call(o.provider, 'withdraw', order(o))),
    settle: async (provider, orderId) =>
      (await call<{ status: 'applied' | 'void' }>(provider, 'settle', { order_id: orderId })).status,
    async records(provider, after, limit): Promise<StudioRecord[]> {
      const rows = await call<RecordWire[]>(provider, 'records', { after: String(after), limit })
      return rows.map((r) => ({
        id: BigInt(r.id),
        roundId: r.round_id,
        userId: r.user_id,
        gameId: r.game_id,
        bet: BigInt(r.bet),
        win: BigInt(r.win),
        currency: r.currency,
        status: r.status,
        settledAt: new Date(r.settled_at),
      }))
    },
  }
}
