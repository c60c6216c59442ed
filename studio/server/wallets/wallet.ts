// How the studio moves money: one adapter per wallet model. Seamless (pg, tada, pg2) calls the
// operator's wallet over HTTP for each round; transfer (ky, ng) plays against the studio's own
// wallet, which the operator fills and empties by transfers.

/** The player a launch token names, as the wallet's authenticate op answers. */
export interface StudioPlayer {
  playerId: string
  gameId: string
  currency: string
  /** Minor units. */
  balance: bigint
}

/** A refusal the player is told about; nothing moved. */
export type WalletRefusal = 'insufficientBalance' | 'gameNotActive' | 'invalidToken' | 'roundClosed'

export type WalletResult =
  | { ok: true; balance: bigint }
  | { ok: false; refusal: WalletRefusal }
  /** No answer or one we cannot read: the call may or may not have applied; retry with the same id. */
  | { ok: false; refusal: 'unavailable' }

export interface MoneyCall {
  token: string
  roundId: string
  /** The same on every retry: the wallet applies a transaction id once. */
  transactionId: string
}

export interface StudioWallet {
  /** null: the token is forged, expired or not this provider's. */
  authenticate(provider: string, token: string): Promise<StudioPlayer | null>
  debit(provider: string, call: MoneyCall & { amount: bigint }): Promise<WalletResult>
  credit(provider: string, call: MoneyCall & { amount: bigint }): Promise<WalletResult>
  rollback(provider: string, call: MoneyCall): Promise<WalletResult>
}
