import { and, eq } from 'drizzle-orm'
import type { LedgerKind } from '#contract/ledger.ts'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { rejected } from '../../http/envelope.ts'
import { writeEvent } from '../events/index.ts'
import type { GameRef, StatusSource } from '../games/index.ts'
import { gameRounds } from '../games/tables.ts'
import {
  type AccountRef,
  type Leg,
  playerAccount,
  playerBalance,
  postEntries,
  runOnce,
  systemAccount,
} from '../ledger/index.ts'
import { consumeEvents } from '../subscribers/index.ts'
import { admitStake } from './playerLimits.ts'
import { type ProductName, wagerProductOf } from './product.ts'

/** One call of a provider about one round, keyed by the provider's own transaction id. */
export interface RoundCall {
  /** The seamless wallet's rounds ('games:seamless') or a live table's bets ('live'). */
  product: ProductName
  /** Names the keys and the provider's house account ('provider:pg:USDT'). */
  provider: string
  /** The provider's games, whose status (spec §4) rules whether a round may start. */
  game: GameRef
  /** The provider's transaction id: one per call, the same on its retries. */
  transactionId: string
  roundId: string
  userId: number
  gameId: string
}

export interface RoundAnswer {
  balance: string
  /** What the call did: a rollback of an unknown or settled round is answered but moves nothing. */
  status: 'debited' | 'credited' | 'rolled_back' | 'unknown_round' | 'already_settled' | 'already_rolled_back'
}

/**
 * A stake's round counted toward what follows a settlement (bonus wagering), once: written with
 * the money that settled it, consumed after commit (subscribers/subscribers.ts). A seamless round
 * also names its provider (the report game), its win and when it opened, for the reports' rollup.
 */
export const roundSettled = (
  tx: Db,
  round: {
    userId: number
    product: ProductName
    stake: bigint
    decided?: { game: string; win: bigint; placedAt: Date }
  },
  at: Date,
) =>
  writeEvent(
    tx,
    {
      kind: 'round.settled',
      userId: round.userId,
      product: wagerProductOf(round.product),
      stake: String(round.stake),
      ...(round.decided && {
        game: round.decided.game,
        win: String(round.decided.win),
        placedAt: round.decided.placedAt.toISOString(),
        decidedAt: at.toISOString(),
      }),
    },
    at,
  )

/**
 * The round kind of the betting core, beside place and settle: debit, credit and rollback of a
 * provider's round, each run exactly once under the provider's transaction id (runOnce), with the
 * round row and the ledger entries in one transaction, so a replay answers the first result and a
 * race can never take a bet twice or overdraw. A debit passes the game's status and the player's
 * limits as a placement does; money moves between the player and the provider's house account.
 */
export function roundWallet(ctx: StatusSource & Pick<AppContext, 'clock' | 'walletPush'>) {
  const { db, clock } = ctx
  const house = (call: RoundCall) => systemAccount('provider', 'USDT', call.provider)
  const move = (tx: Db, id: number, from: AccountRef, to: AccountRef, amount: bigint) => {
    const legs: Leg[] = [
      { account: from, amount: -amount },
      { account: to, amount },
    ]
    return postEntries(tx, id, legs)
  }
  const answer = async (tx: Db, call: RoundCall, status: RoundAnswer['status']): Promise<RoundAnswer> => ({
    balance: String(await playerBalance(tx, call.userId)),
    status,
  })
  const once = async (
    call: RoundCall,
    kind: LedgerKind,
    request: object,
    work: (tx: Db, id: number) => Promise<RoundAnswer>,
  ) => {
    const done = await runOnce(
      db,
      { key: `game:${call.provider}:${call.transactionId}`, kind, userId: call.userId, request },
      work,
    )
    // A settled round's event is consumed now, so its wagering is counted by the studio's next
    // call, and a bonus it turned into cash is told to the player's wallet. A debit writes none:
    // it does not pay for a drain (three round trips on an empty queue).
    if (kind !== 'game_stake') await consumeEvents(ctx)
    return done
  }
  const lockRound = async (tx: Db, call: RoundCall) => {
    const [round] = await tx
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.provider, call.provider), eq(gameRounds.roundId, call.roundId)))
      .for('update')
    if (round && round.userId !== call.userId) throw rejected('roundNotFound')
    return round
  }
  const open = (
    tx: Db,
    call: RoundCall,
    fields: { bet?: bigint; status: 'open' | 'rolled_back' },
    at = clock.now(),
  ) =>
    tx
      .insert(gameRounds)
      .values({
        provider: call.provider,
        roundId: call.roundId,
        userId: call.userId,
        gameId: call.gameId,
        ...fields,
        createdAt: at,
        ...(fields.status === 'rolled_back' && { closedAt: at }),
      })
      .onConflictDoNothing()
      .returning({ id: gameRounds.id })
  /** A round rolled back, for the reports: decided, its bet given back (events/kinds.ts). */
  const rolledBack = (tx: Db, call: RoundCall, round: { bet: bigint; createdAt: Date }, at: Date) =>
    writeEvent(
      tx,
      {
        kind: 'round.rolled_back',
        userId: call.userId,
        game: call.provider,
        stake: String(round.bet),
        placedAt: round.createdAt.toISOString(),
        decidedAt: at.toISOString(),
      },
      at,
    )

  return {
    /** `known` refuses, inside the call's transaction, a game the provider does not offer. */
    debit: (call: RoundCall, bet: bigint, known: () => unknown) =>
      once(
        call,
        'game_stake',
        { op: 'debit', round: call.roundId, game: call.gameId, bet },
        async (tx, id) => {
          known()
          await admitStake(ctx, tx, call.game, {
            userId: call.userId,
            product: call.product,
            amount: bet,
            at: clock.now(),
          })
          // One debit per round: a second one (or one after the round was rolled back) is refused.
          if ((await open(tx, call, { bet, status: 'open' })).length === 0) throw rejected('roundClosed')
          const balances = await move(tx, id, playerAccount(call.userId), house(call), bet)
          return { balance: String(balances.get(playerAccount(call.userId).key)), status: 'debited' }
        },
      ),

    credit: (call: RoundCall, win: bigint) =>
      once(call, 'game_payout', { op: 'credit', round: call.roundId, win }, async (tx, id) => {
        const round = await lockRound(tx, call)
        if (!round) throw rejected('roundNotFound')
        if (round.status === 'rolled_back') throw rejected('roundClosed')
        // A win's posting answers the player's new balance: no read of it after.
        const paid = win > 0n ? await move(tx, id, house(call), playerAccount(call.userId), win) : undefined
        // One instant for the row and its event: the reports date the win as the row does.
        const at = clock.now()
        await tx
          .update(gameRounds)
          .set({ win: round.win + win, status: 'settled', closedAt: at })
          .where(eq(gameRounds.id, round.id))
        // The round's first credit settles it: its bet counts toward bonus wagering once (a round
        // rolled back never counts). A later credit moves its whole win to this close.
        if (round.status === 'open')
          await roundSettled(
            tx,
            {
              userId: call.userId,
              product: call.product,
              stake: round.bet,
              decided: { game: call.provider, win, placedAt: round.createdAt },
            },
            at,
          )
        else
          await writeEvent(
            tx,
            {
              kind: 'round.credited',
              userId: call.userId,
              game: call.provider,
              win: String(round.win + win),
              before: { win: String(round.win), decidedAt: (round.closedAt ?? at).toISOString() },
              placedAt: round.createdAt.toISOString(),
              decidedAt: at.toISOString(),
            },
            at,
          )
        const balance = paid?.get(playerAccount(call.userId).key)
        return balance === undefined
          ? answer(tx, call, 'credited')
          : { balance: String(balance), status: 'credited' }
      }),

    rollback: (call: RoundCall) =>
      once(call, 'game_refund', { op: 'rollback', round: call.roundId }, async (tx, id) => {
        const round = await lockRound(tx, call)
        const at = clock.now()
        if (!round) {
          // Closed before its debit arrived: a debit coming late for this round is refused. The
          // reports count it as a round, as its row does.
          if ((await open(tx, call, { status: 'rolled_back' }, at)).length > 0)
            await rolledBack(tx, call, { bet: 0n, createdAt: at }, at)
          return answer(tx, call, 'unknown_round')
        }
        if (round.status !== 'open')
          return answer(tx, call, round.status === 'settled' ? 'already_settled' : 'already_rolled_back')
        await move(tx, id, house(call), playerAccount(call.userId), round.bet)
        await tx
          .update(gameRounds)
          .set({ status: 'rolled_back', closedAt: at })
          .where(eq(gameRounds.id, round.id))
        await rolledBack(tx, call, round, at)
        return answer(tx, call, 'rolled_back')
      }),
  }
}
