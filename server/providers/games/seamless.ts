import type { AppContext } from '../../context.ts'
import { type RoundCall, roundWallet } from '../../modules/betting/index.ts'
import { playerBalance } from '../../modules/ledger/index.ts'
import { titleOf } from './availability.ts'
import { GAME_PROVIDERS, type GameProvider } from './provider.ts'

export interface SeamlessCall {
  provider: GameProvider
  /** The studio's transaction id: one per call, the same on its retries. */
  transactionId: string
  roundId: string
  userId: number
  gameId: string
}

/** A studio's call as a round of the betting core: the live studio's bets are the live product. */
const roundOf = (call: SeamlessCall): RoundCall => ({
  product: call.provider.id === GAME_PROVIDERS.winfinity.id ? 'live' : 'games:seamless',
  provider: call.provider.id,
  game: call.provider,
  transactionId: call.transactionId,
  roundId: call.roundId,
  userId: call.userId,
  gameId: call.gameId,
})

/**
 * Our side of the seamless wallet (the studios' and the live tables' debit, credit and rollback):
 * an adapter of the betting core's rounds (modules/betting/rounds.ts), which runs each call once
 * under the studio's transaction id. A round names one of the provider's titles.
 */
export function seamlessWallet(ctx: Pick<AppContext, 'db' | 'clock' | 'reference' | 'walletPush'>) {
  const { db } = ctx
  const rounds = roundWallet(ctx)
  return {
    /** The player's balance in minor units, for the studio's authenticate op. */
    balance: async (userId: number) => String(await playerBalance(db, userId)),
    debit: (call: SeamlessCall, bet: bigint) =>
      rounds.debit(roundOf(call), bet, () => titleOf(call.provider, call.gameId)),
    credit: (call: SeamlessCall, win: bigint) => rounds.credit(roundOf(call), win),
    rollback: (call: SeamlessCall) => rounds.rollback(roundOf(call)),
  }
}
export type SeamlessWallet = ReturnType<typeof seamlessWallet>
