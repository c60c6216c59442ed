import { type Fetch, postSigned, STUDIO_WALLET_PATH } from '../../../contract/studioSignature.ts'
import { formatUnits } from '../../math/units.ts'
import type { StudioWallet, WalletRefusal, WalletResult } from './wallet.ts'

/** The authenticate op's answer: the player the launch token names, balance in minor units. */
interface OperatorPlayer {
  player_id: string
  game_id: string
  currency: string
  balance: string
}

const refusals: Record<string, WalletRefusal> = {
  insufficientBalance: 'insufficientBalance',
  gameNotActive: 'gameNotActive',
  invalidToken: 'invalidToken',
  roundClosed: 'roundClosed',
}

/**
 * The seamless adapter: every op is a signed HTTP call to the operator's wallet
 * (POST /provider/games/{provider}/{balance|debit|credit|rollback}). A call that throws or answers
 * something unreadable is 'unavailable': the caller retries it under the same transaction id.
 */
export function seamlessWallet(
  baseUrl: () => string,
  keyOf: (provider: string) => string,
  now: () => number,
  send?: Fetch,
): StudioWallet {
  const client = {
    call: async (provider: string, op: 'balance' | 'debit' | 'credit' | 'rollback', body: object) =>
      (
        await postSigned(
          `${baseUrl()}${STUDIO_WALLET_PATH}/${provider}/${op}`,
          keyOf(provider),
          now(),
          body,
          send,
        )
      ).reply,
  }
  const money = async (
    provider: string,
    op: 'debit' | 'credit' | 'rollback',
    body: object,
  ): Promise<WalletResult> => {
    try {
      const reply = await client.call(provider, op, body)
      const data = reply.data as { balance: string } | null
      if (reply.code === 0 && data) return { ok: true, balance: BigInt(data.balance) }
      const refusal = refusals[reply.msg]
      return refusal ? { ok: false, refusal } : { ok: false, refusal: 'unavailable' }
    } catch {
      return { ok: false, refusal: 'unavailable' }
    }
  }
  return {
    // A wallet that does not answer throws (the caller says so); a refused token is null.
    async authenticate(provider, token) {
      {
        const reply = (await client.call(provider, 'balance', { token })) as unknown as {
          code: number
          data: OperatorPlayer | null
        }
        if (reply.code !== 0 || !reply.data) return null
        const d = reply.data
        return { playerId: d.player_id, gameId: d.game_id, currency: d.currency, balance: BigInt(d.balance) }
      }
    },
    debit: (provider, c) =>
      money(provider, 'debit', {
        token: c.token,
        transaction_id: c.transactionId,
        round_id: c.roundId,
        amount: formatUnits(c.amount),
      }),
    credit: (provider, c) =>
      money(provider, 'credit', {
        token: c.token,
        transaction_id: c.transactionId,
        round_id: c.roundId,
        amount: formatUnits(c.amount),
      }),
    rollback: (provider, c) =>
      money(provider, 'rollback', { token: c.token, transaction_id: c.transactionId, round_id: c.roundId }),
  }
}
