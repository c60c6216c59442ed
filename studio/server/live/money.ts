import { and, eq, inArray } from 'drizzle-orm'
import { formatUnits } from '../../math/units.ts'
import type { Db } from '../db/client.ts'
import { liveBets as bets, liveRounds as rounds } from '../db/schema.ts'
import type { StudioWallet } from '../wallets/wallet.ts'
import type { LiveHub, Seat } from './hub.ts'
import { type BetRow, myBet, type RoundRow } from './views.ts'

/** The live studio's provider at our wallet (server/providers/games/provider.ts). */
export const LIVE_PROVIDER = 'winfinity'
const PAY_CONCURRENCY = 16
export const walletRound = (b: BetRow) => `${b.roundId}.${b.betId}`

/** Runs `work` over `items`, at most `n` at a time. */
export async function pool<T>(items: T[], n: number, work: (item: T) => Promise<unknown>) {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T)
    }),
  )
}

export interface LiveMoneyDeps {
  db: Db
  now: () => Date
  wallet: StudioWallet
  hub: LiveHub
  /** Our wallet answered this player's balance. */
  heard(playerId: string, balance: bigint): void
  lastBalance(playerId: string): bigint | undefined
  /** Whether a debit of that round is still on its way in this process (not an orphan). */
  debitOnItsWay(tableId: string, roundId: string): boolean
}

/**
 * A live bet's money after its debit: exactly one credit (`{round}.{bet}:c`) at the result or one
 * rollback (`…:r`) when voided, each retried under the same transaction id until our wallet answers.
 */
export function liveMoney(d: LiveMoneyDeps) {
  const setBet = async (b: BetRow, from: BetRow['status'][], set: Partial<typeof bets.$inferInsert>) => {
    const [row] = await d.db
      .update(bets)
      .set(set)
      .where(and(eq(bets.id, b.id), inArray(bets.status, from)))
      .returning()
    return row
  }

  /** Fault switch for tests: credits and rollbacks get no answer, as when our wallet is unreachable. */
  const faults = { walletDown: false }

  /** Pays a bet's fixed win under `{round}.{bet}:c`; answers the balance when it landed. */
  async function credit(b: BetRow): Promise<bigint | null> {
    if (faults.walletDown) return null
    const res = await d.wallet.credit(LIVE_PROVIDER, {
      token: b.token,
      roundId: walletRound(b),
      transactionId: `${walletRound(b)}:c`,
      amount: b.win ?? 0n,
    })
    if (res.ok) {
      d.heard(b.playerId, res.balance)
      await setBet(b, ['crediting'], {
        status: (b.win ?? 0n) > 0n ? 'won' : 'lost',
        settledAt: d.now(),
      })
      return res.balance
    }
    // Our wallet closed the round (rolled back, the stake returned): nothing more to pay.
    if (res.refusal === 'roundClosed')
      await setBet(b, ['crediting'], { status: 'refunded', settledAt: d.now() })
    return null
  }

  async function rollBack(b: BetRow): Promise<bigint | null> {
    if (faults.walletDown) return null
    const res = await d.wallet.rollback(LIVE_PROVIDER, {
      token: b.token,
      roundId: walletRound(b),
      transactionId: `${walletRound(b)}:r`,
    })
    if (!res.ok) return null
    d.heard(b.playerId, res.balance)
    await setBet(b, ['refunding', 'debiting'], { status: 'refunded', settledAt: d.now() })
    return res.balance
  }

  /** Sends the credits or rollbacks of a round's bets, then tells each player at the table. */
  async function payRound(round: RoundRow, payoutsTotal: bigint | null) {
    const rows = await d.db
      .select()
      .from(bets)
      .where(and(eq(bets.roundId, round.roundId), inArray(bets.status, ['crediting', 'refunding'])))
    const byPlayer = new Map<string, BetRow[]>()
    for (const b of rows) byPlayer.set(b.playerId, [...(byPlayer.get(b.playerId) ?? []), b])
    if (payoutsTotal !== null) {
      const result = {
        round_id: round.roundId,
        outcome: round.outcome,
        server_seed: round.serverSeed,
        payouts_total: formatUnits(payoutsTotal),
      }
      d.hub.broadcast(
        round.tableId,
        'result',
        result,
        (seat: Seat) => seat.playerId !== null && byPlayer.has(seat.playerId),
      )
      // Everyone at once: a player's own part carries their wins and the balance they make with
      // the balance our wallet last answered; `balance` follows with the wallet's word once paid.
      for (const [playerId, mine] of byPlayer) {
        const known = d.lastBalance(playerId)
        const wins = mine.reduce((n, b) => n + (b.status === 'crediting' ? (b.win ?? 0n) : 0n), 0n)
        d.hub.toPlayer(round.tableId, playerId, 'result', {
          ...result,
          me: { ...(known !== undefined && { balance: formatUnits(known + wins) }), bets: mine.map(myBet) },
        })
      }
    }
    await pool([...byPlayer], PAY_CONCURRENCY, async ([playerId, mine]) => {
      let balance: bigint | null = null
      for (const b of mine) {
        const after = b.status === 'crediting' ? await credit(b) : await rollBack(b)
        if (after !== null) balance = after
      }
      if (balance !== null)
        d.hub.toPlayer(round.tableId, playerId, 'balance', { balance: formatUnits(balance) })
    })
  }

  /** Credits and rollbacks a failed call left open, tried again under the same transaction ids. */
  async function sweep() {
    // A debit left unanswered by a stopped studio: its round is over, so the bet is rolled back
    // (our wallet closes a round it never saw, so a late debit is refused).
    const orphans = await d.db
      .select({ bet: bets })
      .from(bets)
      .innerJoin(rounds, eq(rounds.roundId, bets.roundId))
      .where(and(eq(bets.status, 'debiting'), inArray(rounds.phase, ['result', 'voided'])))
      .limit(200)
    for (const { bet } of orphans) {
      if (d.debitOnItsWay(bet.tableId, bet.roundId)) continue
      await setBet(bet, ['debiting'], { status: 'refunding' })
    }
    const open = await d.db
      .select()
      .from(bets)
      .where(inArray(bets.status, ['crediting', 'refunding']))
      .orderBy(bets.id)
      .limit(500)
    let done = 0
    await pool(open, PAY_CONCURRENCY, async (b) => {
      const after = b.status === 'crediting' ? await credit(b) : await rollBack(b)
      if (after !== null) {
        done++
        d.hub.toPlayer(b.tableId, b.playerId, 'balance', { balance: formatUnits(after) })
      }
    })
    return { tried: open.length, done }
  }

  return { setBet, credit, rollBack, payRound, sweep, faults }
}
