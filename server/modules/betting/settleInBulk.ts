import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { type EventNote, writeEvents } from '../events/index.ts'
import { payOnceMany } from '../ledger/index.ts'
import { type BetProduct, familyOf, payoutKind } from './product.ts'
import { settledEvent } from './settledEvent.ts'
import { pushPaid } from './settleOne.ts'
import type { Outcome, Pushes, RecordMany, SettlingBet } from './settleTypes.ts'

/** Bets per batch transaction: a few statements of a few hundred KB each, well inside a second. */
export const BULK_BATCH = 2_000
/** Batches at once: one per core keeps both busy (Node builds one while PostgreSQL writes another). */
const BULK_WORKERS = 2

/**
 * Settles decided bets that need nothing of their own (no bonus stake, no extra bonus, a row per
 * bet: settle.ts chooses them) in batches, each ONE transaction of five statements: the ledger
 * keys claimed, the house's account made sure of and the claimed bets' payouts posted (payOnceMany, the same keys and rows payOnce
 * writes, so either path finds a bet the other paid and skips it), the claimed bets marked settled
 * (`recordMany`) and their bet.settled events written, the same events settleOne writes. A batch
 * commits whole or not at all: a run killed part-way leaves its committed batches paid and the
 * rest pending, and the next run pays the rest, each bet once. `bets` come a player's together in
 * id order, so one player's balances run in order and two batches at once rarely share a player.
 * Answers the players this call settled bets of.
 */
export async function settleInBulk<B extends SettlingBet, O extends Outcome>(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  product: BetProduct,
  decided: readonly { bet: B; outcome: O }[],
  recordMany: RecordMany<B, O>,
  note: ((bet: B, outcome: O) => EventNote | undefined) | undefined,
  pushes: Pushes,
) {
  const family = familyOf(product)
  const kind = payoutKind(product)
  const batches: { bet: B; outcome: O }[][] = []
  for (let i = 0; i < decided.length; i += BULK_BATCH) batches.push(decided.slice(i, i + BULK_BATCH))
  const players = new Set<number>()
  let settled = 0
  const settleBatch = (batch: { bet: B; outcome: O }[]) =>
    ctx.db.transaction(async (outer) => {
      const tx = outer as unknown as Db
      const keyOf = (bet: B) => `${family}-settle:${bet.id}`
      const claimed = await payOnceMany(
        tx,
        batch.map(({ bet, outcome }) => ({
          key: keyOf(bet),
          kind,
          userId: bet.userId,
          request: { bet: bet.id },
          payout: outcome.payout,
        })),
      )
      const mine = batch.filter(({ bet }) => claimed.has(keyOf(bet)))
      if (mine.length === 0) return []
      const at = ctx.clock.now()
      await recordMany(tx, mine, at)
      await writeEvents(
        tx,
        mine.map(({ bet, outcome }) =>
          settledEvent(product, bet, outcome, note ? (note(bet, outcome) ?? null) : undefined, true, at),
        ),
        at,
      )
      return mine
    })
  const worker = async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) {
      const mine = await settleBatch(batch)
      for (const { bet, outcome } of mine) {
        players.add(bet.userId)
        pushPaid(pushes, bet.userId, outcome)
      }
      settled += mine.length
    }
  }
  await Promise.all(Array.from({ length: BULK_WORKERS }, worker))
  return { settled, players }
}
