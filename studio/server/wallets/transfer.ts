import { type Fetch, postSigned, STUDIO_WALLET_PATH } from '../../../contract/studioSignature.ts'
import type { TransferBooks } from './transferBooks.ts'
import type { StudioPlayer, StudioWallet, WalletResult } from './wallet.ts'

/** Who a launch token names, as the operator's signed session op answers (null: forged or not readable). */
interface TransferSession {
  userId: number
  gameId: string
  /** Epoch ms after which the session starts no round. */
  expiresAt: number
  /** Whether the operator has the provider's games active: rounds stop when not. */
  active: boolean
}

export interface TransferWalletOptions {
  books: TransferBooks
  /** The operator's API address and each provider's key, as held at contract. */
  baseUrl(): string
  keyOf(provider: string): string
  now(): number
  fetch?: Fetch
}

/** The currency each transfer studio keeps its wallets in. */
const CURRENCY: Record<string, string> = { ky: 'USDT', ng: 'CNY' }

/**
 * The transfer adapter (ky, ng): rounds are played against the studio's OWN wallet, which the
 * operator fills and empties by transfer_in / transfer_out; no round touches the operator's
 * ledger. Each op is one transaction on the studio's tables, applied once by its transaction id
 * (transferBooks.ts). Who plays, and whether the provider's games are active, the studio asks the
 * operator over its signed session op. Like the seamless wallet, a session past its two hours
 * starts no round (invalidToken), while its started rounds still settle.
 */
export function transferWallet(options: TransferWalletOptions): StudioWallet {
  const studio = options.books
  /** Throws when the operator does not answer (the caller says so, or retries the op later). */
  const sessionOf = async (provider: string, token: string, fresh: boolean) => {
    if (!CURRENCY[provider]) return null
    const url = `${options.baseUrl()}${STUDIO_WALLET_PATH}/${provider}/session`
    const { status, reply } = await postSigned(
      url,
      options.keyOf(provider),
      options.now(),
      { token },
      options.fetch,
    )
    if (status !== 200) throw new Error(`operator answered ${status}`)
    if (reply.code !== 0 || !reply.data) return null
    const d = reply.data as { user_id: number; game_id: string; expires_at: number; active: boolean }
    const s: TransferSession = {
      userId: d.user_id,
      gameId: d.game_id,
      expiresAt: d.expires_at,
      active: d.active,
    }
    if (fresh && s.expiresAt < options.now()) return null
    return s
  }
  const answer = (a: Awaited<ReturnType<TransferBooks['roundOp']>>): WalletResult =>
    a.ok ? { ok: true, balance: a.balance } : { ok: false, refusal: a.refusal }

  return {
    async authenticate(provider, token): Promise<StudioPlayer | null> {
      const s = await sessionOf(provider, token, true)
      if (!s) return null
      return {
        playerId: String(s.userId),
        gameId: s.gameId,
        currency: CURRENCY[provider] as string,
        balance: await studio.balance(provider, s.userId),
      }
    },
    async debit(provider, call) {
      const s = await sessionOf(provider, call.token, true).catch(() => undefined)
      if (s === undefined) return { ok: false, refusal: 'unavailable' }
      if (!s) return { ok: false, refusal: 'invalidToken' }
      if (!s.active) return { ok: false, refusal: 'gameNotActive' }
      const { roundId, transactionId, amount } = call
      return answer(
        await studio.roundOp({ provider, userId: s.userId, roundId, transactionId, kind: 'bet', amount }),
      )
    },
    async credit(provider, call) {
      const s = await sessionOf(provider, call.token, false).catch(() => undefined)
      if (s === undefined) return { ok: false, refusal: 'unavailable' }
      if (!s) return { ok: false, refusal: 'invalidToken' }
      const { roundId, transactionId, amount } = call
      return answer(
        await studio.roundOp({ provider, userId: s.userId, roundId, transactionId, kind: 'win', amount }),
      )
    },
    async rollback(provider, call) {
      const s = await sessionOf(provider, call.token, false).catch(() => undefined)
      if (s === undefined) return { ok: false, refusal: 'unavailable' }
      if (!s) return { ok: false, refusal: 'invalidToken' }
      const { roundId, transactionId } = call
      return answer(
        await studio.roundOp({ provider, userId: s.userId, roundId, transactionId, kind: 'rollback' }),
      )
    },
  }
}
