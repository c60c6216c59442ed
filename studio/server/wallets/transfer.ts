import type { SandboxTransferStudio } from '../../../server/providers/games/sandbox/transferStudio.ts'
import type { StudioPlayer, StudioWallet, WalletResult } from './wallet.ts'

/** Who a launch token names, as the operator signed it (null: forged or not readable). */
export interface TransferSession {
  userId: number
  provider: string
  gameId: string
  expiresAt: number
}

export interface TransferWalletOptions {
  studio: SandboxTransferStudio
  /** Reads the operator's launch token (the studio and the operator share its key at contract). */
  readSession(token: string): TransferSession | null
  /** The operator's status for the provider's games: rounds stop when it is not active. */
  active(provider: string): Promise<boolean>
  now(): number
}

/** The currency each transfer studio keeps its wallets in. */
const CURRENCY: Record<string, string> = { ky: 'USDT', ng: 'CNY' }

/**
 * The transfer adapter (ky, ng): rounds are played against the studio's OWN wallet, which the
 * operator fills and empties by transfer_in / transfer_out; no round touches the operator's
 * ledger. Each op is one transaction on the studio's tables, applied once by its transaction id
 * (server/providers/games/sandbox/transferStudio.ts). Like the seamless wallet, a session past
 * its two hours starts no round (invalidToken), while its started rounds still settle.
 */
export function transferWallet(options: TransferWalletOptions): StudioWallet {
  const { studio } = options
  const sessionOf = (provider: string, token: string, fresh: boolean) => {
    const s = options.readSession(token)
    if (!s || s.provider !== provider || !CURRENCY[provider]) return null
    if (fresh && s.expiresAt < options.now()) return null
    return s
  }
  const answer = (a: Awaited<ReturnType<SandboxTransferStudio['roundOp']>>): WalletResult =>
    a.ok ? { ok: true, balance: a.balance } : { ok: false, refusal: a.refusal }

  return {
    async authenticate(provider, token): Promise<StudioPlayer | null> {
      const s = sessionOf(provider, token, true)
      if (!s) return null
      return {
        playerId: String(s.userId),
        gameId: s.gameId,
        currency: CURRENCY[provider] as string,
        balance: await studio.balance(provider, s.userId),
      }
    },
    async debit(provider, call) {
      const s = sessionOf(provider, call.token, true)
      if (!s) return { ok: false, refusal: 'invalidToken' }
      if (!(await options.active(provider))) return { ok: false, refusal: 'gameNotActive' }
      const { roundId, transactionId, amount } = call
      return answer(
        await studio.roundOp({ provider, userId: s.userId, roundId, transactionId, kind: 'bet', amount }),
      )
    },
    async credit(provider, call) {
      const s = sessionOf(provider, call.token, false)
      if (!s) return { ok: false, refusal: 'invalidToken' }
      const { roundId, transactionId, amount } = call
      return answer(
        await studio.roundOp({ provider, userId: s.userId, roundId, transactionId, kind: 'win', amount }),
      )
    },
    async rollback(provider, call) {
      const s = sessionOf(provider, call.token, false)
      if (!s) return { ok: false, refusal: 'invalidToken' }
      const { roundId, transactionId } = call
      return answer(
        await studio.roundOp({ provider, userId: s.userId, roundId, transactionId, kind: 'rollback' }),
      )
    },
  }
}
