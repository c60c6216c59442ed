import { and, eq, gte, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { sandboxTransferOrders, sandboxTransferWallets } from '../../../db/schema.ts'
import { type StudioOrder, StudioRefused, type TransferStudio } from '../transfer.ts'

/** What a studio-side round did to the wallet, and what the round's own work returned. */
export interface StudioRoundResult<T> {
  balance: bigint
  result: T
}

/**
 * The sandbox's transfer-wallet studio (ky, ng): its own wallet per player, kept in the sandbox
 * tables (`sandbox_transfer_wallets`, `sandbox_transfer_orders`) so a demo restart keeps the
 * studio's side of money that our ledger holds in provider:ky:USDT / provider:ng:USDT. Each order
 * is applied once by its id, in one transaction with the wallet's change; an order asked about
 * before it arrived is closed as void, so a late copy never applies. The studio's own rounds
 * (baccarat, roulette) spend from and pay into the same wallet (`playRound`).
 *
 * Race-free on PostgreSQL: the order id's primary key makes a concurrent copy wait for the first
 * and then find it; the wallet is changed by one conditional UPDATE (`balance + delta >= 0`),
 * which PostgreSQL re-checks on the row's latest version after a concurrent writer commits.
 *
 * Fault switches for tests: `loseNextAnswer` applies the next order but loses its answer, as on a
 * network cut; `silent` answers nothing.
 */
export function sandboxTransferStudio(db: Db) {
  const faults = { loseNextAnswer: false, silent: false }

  /** Adds `delta` to the wallet, or refuses (nothing changed) if it would go below zero. */
  async function change(tx: Db, provider: string, userId: number, delta: bigint): Promise<bigint> {
    await tx.insert(sandboxTransferWallets).values({ provider, userId }).onConflictDoNothing()
    const [row] = await tx
      .update(sandboxTransferWallets)
      .set({ balance: sql`${sandboxTransferWallets.balance} + ${delta}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(sandboxTransferWallets.provider, provider),
          eq(sandboxTransferWallets.userId, userId),
          gte(sql`${sandboxTransferWallets.balance} + ${delta}`, 0n),
        ),
      )
      .returning({ balance: sandboxTransferWallets.balance })
    if (!row) throw new StudioRefused('insufficient balance')
    return row.balance
  }

  /** Records a movement once by id; false if that id was already there (applied or void). */
  async function record(
    tx: Db,
    id: string,
    kind: 'in' | 'out' | 'bet' | 'win',
    order: Omit<StudioOrder, 'orderId'>,
    amount: bigint,
  ) {
    const [created] = await tx
      .insert(sandboxTransferOrders)
      .values({
        orderId: id,
        provider: order.provider,
        userId: order.userId,
        kind,
        amount,
        status: 'applied',
      })
      .onConflictDoNothing()
      .returning({ orderId: sandboxTransferOrders.orderId })
    return created !== undefined
  }

  async function statusOf(tx: Db, orderId: string) {
    const [row] = await tx
      .select({ status: sandboxTransferOrders.status })
      .from(sandboxTransferOrders)
      .where(eq(sandboxTransferOrders.orderId, orderId))
    return row?.status as 'applied' | 'void' | undefined
  }

  const apply = async (order: StudioOrder, direction: 'in' | 'out') => {
    if (faults.silent) throw new Error('studio did not answer')
    const delta = direction === 'in' ? order.amount : -order.amount
    await db.transaction(async (outer) => {
      const tx = outer as unknown as Db
      if (!(await record(tx, order.orderId, direction, order, delta))) {
        // A copy of an order seen before: applied answers again; void stays refused.
        if ((await statusOf(tx, order.orderId)) === 'void') throw new StudioRefused('order closed')
        return
      }
      await change(tx, order.provider, order.userId, delta)
    })
    if (faults.loseNextAnswer) {
      faults.loseNextAnswer = false
      throw new Error('answer lost')
    }
  }

  const balance = async (provider: string, userId: number) => {
    const [row] = await db
      .select({ balance: sandboxTransferWallets.balance })
      .from(sandboxTransferWallets)
      .where(and(eq(sandboxTransferWallets.provider, provider), eq(sandboxTransferWallets.userId, userId)))
    return row?.balance ?? 0n
  }

  const studio: TransferStudio = {
    balance,
    deposit: (order) => apply(order, 'in'),
    withdraw: (order) => apply(order, 'out'),
    async settle(orderId) {
      if (faults.silent) throw new Error('studio did not answer')
      // An order never seen is closed as void; one in flight is waited for, then found applied.
      await db
        .insert(sandboxTransferOrders)
        .values({ orderId, kind: 'void', status: 'void' })
        .onConflictDoNothing()
      return (await statusOf(db, orderId)) ?? 'void'
    },
  }

  /**
   * One studio-side round on the player's studio wallet, in one transaction: the stake taken
   * (refused with StudioRefused when the wallet holds less), `play` run in the same transaction
   * (where the studio records its round), and its win paid in. A round id plays once: a second
   * call with it is refused before anything moves.
   */
  async function playRound<T>(
    round: { roundId: string; provider: string; userId: number; stake: bigint },
    play: (tx: Db) => Promise<{ win: bigint; result: T }>,
  ): Promise<StudioRoundResult<T>> {
    return db.transaction(async (outer) => {
      const tx = outer as unknown as Db
      const who = { provider: round.provider, userId: round.userId, amount: round.stake }
      if (!(await record(tx, `${round.roundId}:bet`, 'bet', who, -round.stake))) {
        throw new StudioRefused('round already played')
      }
      let after = await change(tx, round.provider, round.userId, -round.stake)
      const { win, result } = await play(tx)
      if (win > 0n) {
        await record(tx, `${round.roundId}:win`, 'win', who, win)
        after = await change(tx, round.provider, round.userId, win)
      }
      return { balance: after, result }
    })
  }

  return { studio, faults, balance, playRound }
}
export type SandboxTransferStudio = ReturnType<typeof sandboxTransferStudio>
