import { and, eq } from 'drizzle-orm'
import type { LedgerKind } from '#contract/ledger.ts'
import type { Clock } from '../../clock.ts'
import type { Db } from '../../db/client.ts'
import { rejected } from '../../http/envelope.ts'
import { gameRounds } from '../../modules/games/tables.ts'
import {
  playerAccount,
  playerBalance,
  postEntries,
  runOnce,
  systemAccount,
} from '../../modules/ledger/index.ts'
import { onStakeSettled } from '../../modules/rewards/index.ts'
import { assertPlayable } from './availability.ts'
import type { GameProvider } from './provider.ts'

export interface SeamlessCall {
  provider: GameProvider
  /** The studio's transaction id: one per call, the same on its retries. */
  transactionId: string
  roundId: string
  userId: number
  gameId: string
}

export interface WalletAnswer {
  balance: string
  /** What the call did: a rollback of an unknown or settled round is answered but moves nothing. */
  status: 'debited' | 'credited' | 'rolled_back' | 'unknown_round' | 'already_settled' | 'already_rolled_back'
}

const balanceOf = async (tx: Db, userId: number) => String(await playerBalance(tx, userId))

/**
 * Our side of the seamless wallet: each studio call runs exactly once under its transaction id
 * (server/modules/ledger runOnce), the round row and the ledger entries in the same transaction,
 * so a replay answers the first result and a race can never take a bet twice or overdraw.
 * Money moves between the player and the provider's house account ('provider:pg:USDT').
 */
export function seamlessWallet(db: Db, clock: Clock) {
  const house = (provider: GameProvider) => systemAccount('provider', 'USDT', provider.id)
  const once = (
    call: SeamlessCall,
    kind: LedgerKind,
    request: object,
    work: (tx: Db, id: number) => Promise<WalletAnswer>,
  ) =>
    runOnce(
      db,
      { key: `game:${call.provider.id}:${call.transactionId}`, kind, userId: call.userId, request },
      work,
    )
  const lockRound = async (tx: Db, call: SeamlessCall) => {
    const [round] = await tx
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.provider, call.provider.id), eq(gameRounds.roundId, call.roundId)))
      .for('update')
    if (round && round.userId !== call.userId) throw rejected('roundNotFound')
    return round
  }

  return {
    /** The player's balance in minor units, for the studio's authenticate op. */
    balance: (userId: number) => balanceOf(db, userId),

    debit: (call: SeamlessCall, bet: bigint) =>
      once(
        call,
        'game_stake',
        { op: 'debit', round: call.roundId, game: call.gameId, bet },
        async (tx, id) => {
          await assertPlayable(tx, call.provider, call.gameId)
          const [opened] = await tx
            .insert(gameRounds)
            .values({
              provider: call.provider.id,
              roundId: call.roundId,
              userId: call.userId,
              gameId: call.gameId,
              bet,
              status: 'open',
              createdAt: clock.now(),
            })
            .onConflictDoNothing()
            .returning({ id: gameRounds.id })
          // One debit per round: a second one (or one after the round was rolled back) is refused.
          if (!opened) throw rejected('roundClosed')
          const balances = await postEntries(tx, id, [
            { account: playerAccount(call.userId), amount: -bet },
            { account: house(call.provider), amount: bet },
          ])
          return { balance: String(balances.get(playerAccount(call.userId).key)), status: 'debited' }
        },
      ),

    credit: (call: SeamlessCall, win: bigint) =>
      once(call, 'game_payout', { op: 'credit', round: call.roundId, win }, async (tx, id) => {
        const round = await lockRound(tx, call)
        if (!round) throw rejected('roundNotFound')
        if (round.status === 'rolled_back') throw rejected('roundClosed')
        if (win > 0n) {
          await postEntries(tx, id, [
            { account: house(call.provider), amount: -win },
            { account: playerAccount(call.userId), amount: win },
          ])
        }
        await tx
          .update(gameRounds)
          .set({ win: round.win + win, status: 'settled', closedAt: clock.now() })
          .where(eq(gameRounds.id, round.id))
        // The round's first credit settles it: its bet counts toward bonus wagering once, as a
        // settled stake of 'games' (a round rolled back never counts).
        if (round.status === 'open')
          await onStakeSettled(
            tx,
            { userId: call.userId, product: 'games', stake: round.bet, cancelled: false },
            clock.now(),
          )
        return { balance: await balanceOf(tx, call.userId), status: 'credited' }
      }),

    rollback: (call: SeamlessCall) =>
      once(call, 'game_refund', { op: 'rollback', round: call.roundId }, async (tx, id) => {
        const round = await lockRound(tx, call)
        if (!round) {
          // Closed before its debit arrived: a debit coming late for this round is refused.
          await tx.insert(gameRounds).values({
            provider: call.provider.id,
            roundId: call.roundId,
            userId: call.userId,
            gameId: call.gameId,
            status: 'rolled_back',
            createdAt: clock.now(),
            closedAt: clock.now(),
          })
          return { balance: await balanceOf(tx, call.userId), status: 'unknown_round' }
        }
        if (round.status !== 'open') {
          const status = round.status === 'settled' ? 'already_settled' : 'already_rolled_back'
          return { balance: await balanceOf(tx, call.userId), status }
        }
        await postEntries(tx, id, [
          { account: house(call.provider), amount: -round.bet },
          { account: playerAccount(call.userId), amount: round.bet },
        ])
        await tx
          .update(gameRounds)
          .set({ status: 'rolled_back', closedAt: clock.now() })
          .where(eq(gameRounds.id, round.id))
        return { balance: await balanceOf(tx, call.userId), status: 'rolled_back' }
      }),
  }
}
export type SeamlessWallet = ReturnType<typeof seamlessWallet>
