import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.ts'
import { rounds, transferOrders, transferWallets } from '../db/schema.ts'

/** An operator's transfer order: `amount` in 6-place units of the wallet's currency. */
export interface TransferOrder {
  orderId: string
  provider: string
  userId: number
  amount: bigint
}

/** A settled round on a studio wallet, as the operator pulls it into its bet records. */
export interface TransferRecord {
  /** Increasing per provider: the operator's cursor. */
  id: bigint
  roundId: string
  userId: number
  gameId: string
  bet: bigint
  win: bigint
  currency: string
  status: 'settled' | 'rolled_back'
  settledAt: Date
}

/** A plain refusal of an order (not applied): too little on the wallet, or an order closed as void. */
export class OrderRefused extends Error {}

/** One op of a studio-side round on the player's studio wallet; amounts in 6-place minor units. */
export type RoundOp = { provider: string; userId: number; roundId: string; transactionId: string } & (
  | { kind: 'bet' | 'win'; amount: bigint }
  | { kind: 'rollback' }
)
export type RoundAnswer =
  | { ok: true; balance: bigint }
  | { ok: false; refusal: 'insufficientBalance' | 'roundClosed' }

/** The currency the studio keeps each provider's wallets in. */
const WALLET_CURRENCY: Record<string, string> = { ky: 'USDT', ng: 'CNY' }

type OrderKind = 'in' | 'out' | 'bet' | 'win' | 'refund' | 'void'
type Who = { provider: string; userId: number; roundId?: string }

/** Thrown inside a round's transaction to roll it back and answer the refusal. */
class RoundRefused extends Error {
  readonly refusal: 'insufficientBalance' | 'roundClosed'
  constructor(refusal: 'insufficientBalance' | 'roundClosed') {
    super(refusal)
    this.refusal = refusal
  }
}

/**
 * The transfer-wallet studio's books (ky, ng): its own wallet per player, kept in the studio's
 * tables (`studio.transfer_wallets`, `studio.transfer_orders`) so a demo restart keeps the
 * studio's side of money that our ledger holds in provider:ky:USDT / provider:ng:USDT. Each order
 * is applied once by its id, in one transaction with the wallet's change; an order asked about
 * before it arrived is closed as void, so a late copy never applies. The studio's own rounds
 * (baccarat, roulette) spend from and pay into the same wallet (`roundOp`).
 *
 * Race-free on PostgreSQL: an order id's primary key makes a concurrent copy wait for the first
 * and then find it; the wallet is changed by one conditional UPDATE (`balance + delta >= 0`),
 * which PostgreSQL re-checks on the row's latest version after a concurrent writer commits.
 *
 * Fault switches for tests: `loseNextAnswer` applies the next order but loses its answer;
 * `cutAfterNextOrder` does the same and then answers nothing (`silent`) until the switch is reset,
 * as on a network cut; `silent` answers nothing.
 */
export function transferBooks(db: Db) {
  const faults = { loseNextAnswer: false, silent: false, cutAfterNextOrder: false }
  const walletIs = (provider: string, userId: number) =>
    and(eq(transferWallets.provider, provider), eq(transferWallets.userId, userId))

  /** Adds `delta` to the wallet, or refuses (OrderRefused) if it would go below zero. */
  async function change(tx: Db, provider: string, userId: number, delta: bigint): Promise<bigint> {
    await tx.insert(transferWallets).values({ provider, userId }).onConflictDoNothing()
    const [row] = await tx
      .update(transferWallets)
      .set({ balance: sql`${transferWallets.balance} + ${delta}`, updatedAt: sql`now()` })
      .where(and(walletIs(provider, userId), gte(sql`${transferWallets.balance} + ${delta}`, 0n)))
      .returning({ balance: transferWallets.balance })
    if (!row) throw new OrderRefused('insufficient balance')
    return row.balance
  }

  /** Records a movement once by id; false if that id was already there (applied or void). */
  async function record(tx: Db, id: string, kind: OrderKind, who: Who, amount: bigint) {
    const [created] = await tx
      .insert(transferOrders)
      .values({
        orderId: id,
        ...who,
        kind,
        amount,
        status: kind === 'void' ? 'void' : 'applied',
      })
      .onConflictDoNothing()
      .returning({ orderId: transferOrders.orderId })
    return created !== undefined
  }

  /**
   * A settled round's row is its bet record, and its `seq` the records' cursor: settling rows of a
   * provider take their seq one transaction at a time (the lock is held until commit), so they
   * become visible in seq order and a reader past seq N never misses a lower one committing late.
   */
  async function settlingInOrder(tx: Db, provider: string) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-records:${provider}`}))`)
  }

  /** A round op's movement: its transaction id taken by another round's op refuses it. */
  async function recordNew(tx: Db, id: string, kind: OrderKind, who: Who, amount: bigint) {
    if (!(await record(tx, id, kind, who, amount))) throw new RoundRefused('roundClosed')
  }

  async function statusOf(tx: Db, orderId: string) {
    const [row] = await tx
      .select({ status: transferOrders.status })
      .from(transferOrders)
      .where(eq(transferOrders.orderId, orderId))
    return row?.status as 'applied' | 'void' | undefined
  }

  const apply = async (order: TransferOrder, direction: 'in' | 'out') => {
    if (faults.silent) throw new Error('studio did not answer')
    const delta = direction === 'in' ? order.amount : -order.amount
    await db.transaction(async (outer) => {
      const tx = outer as unknown as Db
      if (!(await record(tx, order.orderId, direction, order, delta))) {
        // A copy of an order seen before: applied answers again; void stays refused.
        if ((await statusOf(tx, order.orderId)) === 'void') throw new OrderRefused('order closed')
        return
      }
      await change(tx, order.provider, order.userId, delta)
    })
    if (faults.loseNextAnswer) {
      faults.loseNextAnswer = false
      throw new Error('answer lost')
    }
    if (faults.cutAfterNextOrder) {
      faults.cutAfterNextOrder = false
      faults.silent = true
      throw new Error('network cut')
    }
  }

  const balanceIn = async (tx: Db, provider: string, userId: number) => {
    const [row] = await tx
      .select({ balance: transferWallets.balance })
      .from(transferWallets)
      .where(walletIs(provider, userId))
    return row?.balance ?? 0n
  }

  const studio = {
    balance: (provider: string, userId: number) => balanceIn(db, provider, userId),
    deposit: (order: TransferOrder) => apply(order, 'in'),
    withdraw: (order: TransferOrder) => apply(order, 'out'),
    async settle(orderId: string): Promise<'applied' | 'void'> {
      if (faults.silent) throw new Error('studio did not answer')
      // An order never seen is closed as void; one in flight is waited for, then found applied.
      await db.insert(transferOrders).values({ orderId, kind: 'void', status: 'void' }).onConflictDoNothing()
      return (await statusOf(db, orderId)) ?? 'void'
    },
    records: (provider: string, after: bigint, limit: number) => records(provider, after, limit),
  }

  /**
   * The studio's bet records: a round is settled once its win (maybe 0) or refund is applied, and
   * that row's `seq` is the record's id. The game comes from the studio's round; the currency is
   * the one the studio keeps this provider's wallets in.
   */
  async function records(provider: string, after: bigint, limit: number): Promise<TransferRecord[]> {
    const closing = transferOrders
    const bet = alias(transferOrders, 'bet')
    const rows = await db
      .select({
        id: closing.seq,
        roundId: bet.roundId,
        userId: bet.userId,
        kind: closing.kind,
        amount: closing.amount,
        stake: bet.amount,
        settledAt: closing.createdAt,
        gameId: rounds.gameId,
        currency: rounds.currency,
      })
      .from(closing)
      .innerJoin(bet, and(eq(bet.roundId, closing.roundId), eq(bet.kind, 'bet')))
      .leftJoin(rounds, eq(rounds.roundId, closing.roundId))
      .where(
        and(eq(closing.provider, provider), inArray(closing.kind, ['win', 'refund']), gt(closing.seq, after)),
      )
      .orderBy(asc(closing.seq))
      .limit(limit)
    return rows.map((r) => ({
      id: r.id,
      roundId: r.roundId as string,
      userId: r.userId as number,
      gameId: r.gameId ?? '',
      // The bet row took the stake (negative); a refund gives it back, so nothing was won.
      bet: -r.stake,
      win: r.kind === 'win' ? r.amount : 0n,
      currency: r.currency ?? WALLET_CURRENCY[provider] ?? 'USDT',
      status: r.kind === 'win' ? 'settled' : 'rolled_back',
      settledAt: r.settledAt,
    }))
  }

  /**
   * The studio's own rounds on the player's studio wallet (what its baccarat and roulette spend and
   * pay): each op is one transaction, applied once by its transaction id, and serialised with the
   * wallet's other rounds by the wallet row's lock. A bet is refused below zero or on a closed
   * round; a win pays only a bet that stands; a rollback returns a standing bet once, and closes a
   * round never bet on, so its late bet is refused.
   */
  async function roundOp(op: RoundOp): Promise<RoundAnswer> {
    const { provider, userId, roundId, transactionId } = op
    try {
      return await db.transaction(async (outer): Promise<RoundAnswer> => {
        const tx = outer as unknown as Db
        await tx.insert(transferWallets).values({ provider, userId }).onConflictDoNothing()
        await tx.select().from(transferWallets).where(walletIs(provider, userId)).for('update')
        const seen = await tx.select().from(transferOrders).where(eq(transferOrders.roundId, roundId))
        const wallet = async (): Promise<RoundAnswer> => ({
          ok: true,
          balance: await balanceIn(tx, provider, userId),
        })
        // Another player's round, or another provider's: not this wallet's to touch.
        if (seen.some((o) => o.userId !== userId || o.provider !== provider))
          throw new RoundRefused('roundClosed')
        const of = (kind: OrderKind) => seen.find((o) => o.kind === kind)
        const again = seen.find((o) => o.orderId === transactionId)
        // A copy of an op already applied answers again and moves nothing.
        if (again) return wallet()
        const who = { provider, userId, roundId }
        const bet = of('bet')
        const closed = of('refund') ?? of('void')
        if (op.kind === 'bet') {
          if (seen.length > 0) throw new RoundRefused('roundClosed')
          await recordNew(tx, transactionId, 'bet', who, -op.amount)
          try {
            return { ok: true, balance: await change(tx, provider, userId, -op.amount) }
          } catch (err) {
            // Nothing taken: the transaction rolls back with the bet's row.
            if (err instanceof OrderRefused) throw new RoundRefused('insufficientBalance')
            throw err
          }
        }
        if (op.kind === 'win') {
          if (!bet || closed || of('win')) throw new RoundRefused('roundClosed')
          await settlingInOrder(tx, provider)
          await recordNew(tx, transactionId, 'win', who, op.amount)
          return { ok: true, balance: await change(tx, provider, userId, op.amount) }
        }
        // A rollback: of a settled or closed round answered, not applied twice.
        if (closed || of('win')) return wallet()
        if (!bet) {
          await recordNew(tx, transactionId, 'void', who, 0n)
          return wallet()
        }
        await settlingInOrder(tx, provider)
        await recordNew(tx, transactionId, 'refund', who, -bet.amount)
        return { ok: true, balance: await change(tx, provider, userId, -bet.amount) }
      })
    } catch (err) {
      if (err instanceof RoundRefused) return { ok: false, refusal: err.refusal }
      throw err
    }
  }

  return { studio, faults, balance: studio.balance, roundOp }
}
export type TransferBooks = ReturnType<typeof transferBooks>
