import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { AppError, rejected } from '../../http/envelope.ts'
import { gameTransfers } from '../../modules/games/tables.ts'
import { playerAccount, postEntries, runOnce, systemAccount } from '../../modules/ledger/index.ts'
import { addToLimits, RETURN_KINDS } from '../../modules/protection/index.ts'
import { currencies } from '../../modules/site/tables.ts'
import { parseAmount } from '../../money/amounts.ts'
import { fromUsdtMicro, toUsdtMicro } from '../../money/exchange.ts'
import type { GameProvider } from './provider.ts'
import { roundRecords, type StudioRecord } from './records.ts'

export type { StudioRecord }

/** One order to a transfer studio: `amount` in 6-place units of the studio's currency. */
export interface StudioOrder {
  orderId: string
  provider: string
  userId: number
  amount: bigint
}

/** A studio's plain refusal (not a lost answer): the order was not applied. */
export class StudioRefused extends Error {}

/** What we need of a transfer-wallet studio (ky, ng); each order is idempotent by its id there. */
export interface TransferStudio {
  balance(provider: string, userId: number): Promise<bigint>
  deposit(order: StudioOrder): Promise<void>
  withdraw(order: StudioOrder): Promise<void>
  /**
   * What became of an order whose answer we lost: 'applied', or 'void', after which the studio
   * never applies it (so a late-arriving request cannot move the money a second time).
   */
  settle(provider: string, orderId: string): Promise<'applied' | 'void'>
  /** The provider's settled rounds with an id above `after`, oldest first, at most `limit`. */
  records(provider: string, after: bigint, limit: number): Promise<StudioRecord[]>
}

export interface TransferAnswer {
  order_id: string
  /** done; failed (nothing moved, or moved back); pending (the studio has not answered yet). */
  status: 'done' | 'failed' | 'pending'
  /** The studio's side, 6-place units of its currency, and ours in USDT micro-units. */
  studio_amount: string
  currency: string
  amount: string
}

type Row = typeof gameTransfers.$inferSelect

/**
 * The transfer wallet: money into the studio's own wallet and back, each way ONE ledger movement
 * between the player and the provider's account ('provider:ky:USDT'), committed with the transfer
 * row. Transfer in takes the player's money before asking the studio; transfer out pays only
 * after the studio gave it up. A lost answer leaves the row pending until the studio says what
 * became of the order (settle), and then the money moves once, or moves back once.
 */
export function transferWallet(ctx: Pick<AppContext, 'db' | 'clock' | 'walletPush'>, studio: TransferStudio) {
  const { db } = ctx
  const house = (provider: string) => systemAccount('provider', 'USDT', provider)
  const records = roundRecords(ctx, studio)

  /** Units of the studio's currency per USDT, exact (the currencies table for CNY). */
  async function rateOf(provider: GameProvider) {
    if (provider.currency === 'USDT') return '1'
    const [row] = await db
      .select({ exchange: currencies.exchange })
      .from(currencies)
      .where(eq(currencies.currency, provider.currency))
    if (!row) throw new AppError(503, 'currentlyNotAvailable')
    return row.exchange
  }

  const answer = (row: Row): TransferAnswer => ({
    order_id: row.orderId,
    status: row.status as TransferAnswer['status'],
    studio_amount: String(row.studioAmount),
    currency: row.currency,
    amount: String(row.amount),
  })

  /** Closes a pending order once by what the studio did with it. */
  async function finish(row: Row, outcome: 'applied' | 'void') {
    await runOnce(
      db,
      {
        key: `game:${row.provider}:settle:${row.orderId}`,
        kind: 'game_transfer',
        userId: row.userId,
        request: { outcome },
      },
      async (tx, transactionId) => {
        const [locked] = await tx
          .select()
          .from(gameTransfers)
          .where(and(eq(gameTransfers.id, row.id), eq(gameTransfers.status, 'pending')))
          .for('update')
        if (!locked) return { closed: false }
        // In: the money left the player already; a void order gives it back. Out: the money
        // reaches the player only now that the studio has given it up.
        const pays = locked.direction === 'in' ? outcome === 'void' : outcome === 'applied'
        if (pays) {
          await postEntries(tx, transactionId, [
            { account: house(locked.provider), amount: -locked.amount },
            { account: playerAccount(locked.userId), amount: locked.amount },
          ])
          // Money back from the game wallet is a return: the player's loss limits count it off.
          await addToLimits(tx, locked.userId, RETURN_KINDS, -locked.amount, ctx.clock.now())
        }
        await tx
          .update(gameTransfers)
          .set({ status: outcome === 'applied' ? 'done' : 'failed' })
          .where(eq(gameTransfers.id, locked.id))
        return { closed: true }
      },
    )
  }

  const reload = async (id: number) => {
    const [row] = await db.select().from(gameTransfers).where(eq(gameTransfers.id, id))
    if (!row) throw new Error(`game transfer ${id} vanished`)
    return row
  }

  /** Asks the studio about a pending order and closes it; still pending if the studio is silent. */
  async function reconcile(row: Row) {
    if (row.status !== 'pending') return row
    try {
      await finish(row, await studio.settle(row.provider, row.orderId))
    } catch (err) {
      if (err instanceof AppError) throw err
      // No answer again: the order stays pending for the next reconciliation run.
    }
    return reload(row.id)
  }

  /** Sends a pending order to the studio (idempotent there by order id) and closes it. */
  async function complete(row: Row) {
    if (row.status !== 'pending') return row
    const order = {
      orderId: row.orderId,
      provider: row.provider,
      userId: row.userId,
      amount: row.studioAmount,
    }
    try {
      await (row.direction === 'in' ? studio.deposit(order) : studio.withdraw(order))
    } catch (err) {
      if (err instanceof StudioRefused) {
        await finish(row, 'void')
        throw rejected('insufficientBalance', { field: 'money' })
      }
      return reconcile(row)
    }
    await finish(row, 'applied')
    return reload(row.id)
  }

  async function move(
    provider: GameProvider,
    direction: 'in' | 'out',
    userId: number,
    money: string,
    key: string,
    /** Runs first inside the key's transaction with the USDT amount: its refusal is the key's stored answer. */
    allowed?: (tx: Db, amount: bigint) => Promise<void>,
  ) {
    const asked = parseAmount(money, 6, 'money')
    const rate = await rateOf(provider)
    // Exact at the rate, cut down: the studio never gets more than our ledger moved, and the
    // player never gets more USDT than the studio gave up.
    const amount = toUsdtMicro(asked, rate)
    if (amount <= 0n) throw rejected('amountMustBePositive', { field: 'money' })
    const studioAmount = direction === 'in' ? fromUsdtMicro(amount, rate) : asked
    const { id } = await runOnce(
      db,
      {
        key: `game:${provider.id}:${direction}:${userId}:${key}`,
        kind: 'game_transfer',
        userId,
        request: { money, direction },
      },
      async (tx, transactionId) => {
        await allowed?.(tx, amount)
        const [row] = await tx
          .insert(gameTransfers)
          .values({
            provider: provider.id,
            orderId: `${provider.id}${direction}${transactionId}`,
            userId,
            direction,
            amount,
            studioAmount,
            currency: provider.currency,
            rate,
            status: 'pending',
          })
          .returning({ id: gameTransfers.id })
        if (!row) throw new Error('game transfer not stored')
        if (direction === 'in') {
          await postEntries(tx, transactionId, [
            { account: playerAccount(userId), amount: -amount },
            { account: house(provider.id), amount },
          ])
        }
        return { id: row.id }
      },
    )
    return answer(await complete(await reload(id)))
  }

  return {
    transferIn: (
      provider: GameProvider,
      userId: number,
      money: string,
      key: string,
      allowed?: (tx: Db, amount: bigint) => Promise<void>,
    ) => move(provider, 'in', userId, money, key, allowed),
    async transferOut(provider: GameProvider, userId: number, money: string, key: string) {
      const moved = await move(provider, 'out', userId, money, key)
      // A player leaving the table sees its hands in My bets at once; a studio that does not answer
      // now is read by the next reconciliation run, and the money has moved either way.
      await records.pull(provider.id).catch(() => undefined)
      return moved
    },
    studioBalance: (provider: GameProvider, userId: number) => studio.balance(provider.id, userId),
    /** Closes every pending transfer the studio can now answer for; returns how many stay pending. */
    async reconcilePending() {
      const pending = await db.select().from(gameTransfers).where(eq(gameTransfers.status, 'pending'))
      let open = 0
      for (const row of pending) if ((await reconcile(row)).status === 'pending') open++
      return open
    },
    /** Stores the transfer studios' newly settled rounds in game_rounds; answers how many were read. */
    pullRecords: () => records.pullAll(),
  }
}
export type TransferWallet = ReturnType<typeof transferWallet>
