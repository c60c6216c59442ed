import { eq, inArray, sql } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/envelope.ts'
import { roundSettled } from '../../modules/betting/index.ts'
import { gameRecordCursors, gameRounds } from '../../modules/games/tables.ts'
import { users } from '../../modules/players/tables.ts'
import { currencies } from '../../modules/site/tables.ts'
import { consumeEvents } from '../../modules/subscribers/index.ts'
import { toUsdtMicro } from '../../money/exchange.ts'

/**
 * One round the studio settled on its own wallet (its win or refund applied), as its bet records
 * answer it: amounts in 6-place units of the studio's currency.
 */
export interface StudioRecord {
  /** The studio's own increasing id of the record: our pull's cursor. */
  id: bigint
  roundId: string
  userId: number
  gameId: string
  bet: bigint
  win: bigint
  currency: string
  /** settled: the win (maybe 0) was paid; rolled_back: the bet was returned. */
  status: 'settled' | 'rolled_back'
  settledAt: Date
}

/** What the pull needs of a transfer studio: its bet records after a cursor. */
interface RecordSource {
  records(provider: string, after: bigint, limit: number): Promise<StudioRecord[]>
}

/** The transfer studios whose rounds are played on their own wallet: we pull their records. */
export const TRANSFER_PROVIDERS = ['ky', 'ng'] as const
/** Records asked per call: a long absence is read in several calls, never in one huge answer. */
const PAGE = 200

/**
 * A settled round's stake in USDT micro-units: a studio playing in CNY (ng) is converted at the
 * currencies table's exact rate, cut down, as every CNY amount we keep is.
 */
async function stakeInUsdt(tx: Db, round: { bet: bigint; currency: string }) {
  if (round.currency === 'USDT') return round.bet
  const [row] = await tx
    .select({ exchange: currencies.exchange })
    .from(currencies)
    .where(eq(currencies.currency, round.currency))
  // A currency we keep no rate for cannot be weighed: it counts nothing rather than a guess.
  return row ? toUsdtMicro(round.bet, row.exchange) : 0n
}

/**
 * The card game's and ng game's rounds reach `game_rounds` (and so My bets) only this way: the
 * studio plays them on its own wallet, so we pull its settled rounds after our cursor, as transfer
 * integrations do. Idempotent by (provider, round_id): a record pulled twice, or by two pulls at
 * once, is stored once; the cursor only moves forward. A settled round's stake counts toward the
 * player's open bonus wagering (product 'games') once: its round.settled event is written in the
 * transaction that stores it, and only for the rows this insert stored: a record seen again stores nothing, so it never counts twice (on
 * PostgreSQL a concurrent pull waits on the unique index, then finds the row there).
 */
export function roundRecords(ctx: Pick<AppContext, 'db' | 'clock' | 'walletPush'>, studio: RecordSource) {
  const { db, clock } = ctx
  async function cursorOf(provider: string) {
    const [row] = await db
      .select({ cursor: gameRecordCursors.cursor })
      .from(gameRecordCursors)
      .where(eq(gameRecordCursors.provider, provider))
    return row?.cursor ?? 0n
  }

  /** Pulls one provider's new settled rounds; answers how many records were read. */
  async function pull(provider: string) {
    let read = 0
    for (;;) {
      const batch = await studio.records(provider, await cursorOf(provider), PAGE)
      const last = batch.at(-1)
      if (!last) return read
      const ids = [...new Set(batch.map((r) => r.userId))]
      const known = new Set(
        (await db.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map((u) => u.id),
      )
      // A record naming no player of ours is passed over, so it never stalls the cursor.
      const rows = batch
        .filter((r) => known.has(r.userId))
        .map((r) => ({
          provider,
          roundId: r.roundId,
          userId: r.userId,
          gameId: r.gameId,
          bet: r.bet,
          win: r.win,
          currency: r.currency,
          status: r.status,
          createdAt: r.settledAt,
          closedAt: r.settledAt,
        }))
      await db.transaction(async (tx) => {
        const stored =
          rows.length > 0
            ? await tx.insert(gameRounds).values(rows).onConflictDoNothing().returning({
                userId: gameRounds.userId,
                bet: gameRounds.bet,
                currency: gameRounds.currency,
                status: gameRounds.status,
              })
            : []
        // Counted when we learn of it: the bonuses open at this pull, on the injectable clock.
        for (const round of stored)
          if (round.status === 'settled')
            await roundSettled(
              tx,
              { userId: round.userId, product: 'games:transfer', stake: await stakeInUsdt(tx, round) },
              clock.now(),
            )
        await tx
          .insert(gameRecordCursors)
          .values({ provider, cursor: last.id })
          .onConflictDoUpdate({
            target: gameRecordCursors.provider,
            set: {
              cursor: sql`greatest(${gameRecordCursors.cursor}, excluded.cursor)`,
              updatedAt: sql`now()`,
            },
          })
      })
      await consumeEvents(ctx)
      read += batch.length
      if (batch.length < PAGE) return read
    }
  }

  return {
    pull,
    /** Every transfer studio's new rounds; none contracted (production) is nothing to pull. */
    async pullAll() {
      let read = 0
      for (const provider of TRANSFER_PROVIDERS) {
        try {
          read += await pull(provider)
        } catch (err) {
          if (err instanceof AppError && err.status === 503) continue
          throw err
        }
      }
      return read
    },
  }
}
