import { and, eq, gte, lt, sql } from 'drizzle-orm'
import type { ReportGame } from '#contract/reports.ts'
import type { Db } from '../../db/client.ts'
import type { BetSettled, Frame, RoundCredited, RoundRolledBack, RoundSettled } from '../events/index.ts'
import { reportRollup } from './tables.ts'

/** The game studios whose rounds our wallet pays one by one (seamless), by provider. */
export const ROUND_GAMES = ['pg', 'tada', 'pg2', 'winfinity'] as const satisfies readonly ReportGame[]

/** A bucket is a quarter hour of UTC (tables.ts says why). */
const BUCKET_MS = 15 * 60_000

const bucketOf = (at: Date | string) => {
  const ms = new Date(at).getTime()
  return new Date(ms - (((ms % BUCKET_MS) + BUCKET_MS) % BUCKET_MS))
}

export type Family = 'sport' | 'cricket' | 'lottery' | 'game'

interface Part {
  userId: number
  product: Family
  game: string
  bucket: Date
  decided: number
  decidedLines: number
  stakes: bigint
  payouts: bigint
}

/**
 * Adds parts to the rollup, atomically: `x = x + excluded.x` on the row's key, so two processes
 * rolling up events of the same player and bucket at once both count. Parts of one key are merged
 * first (one statement may not touch a row twice), and rows are written oldest bucket first, so
 * two transactions touching the same two rows lock them in the same order and never deadlock.
 */
async function add(tx: Db, parts: Part[]) {
  const merged = new Map<string, Part>()
  for (const p of parts) {
    const key = `${p.userId}|${p.product}|${p.game}|${p.bucket.getTime()}`
    const had = merged.get(key)
    merged.set(
      key,
      had
        ? {
            ...had,
            decided: had.decided + p.decided,
            decidedLines: had.decidedLines + p.decidedLines,
            stakes: had.stakes + p.stakes,
            payouts: had.payouts + p.payouts,
          }
        : p,
    )
  }
  if (merged.size === 0) return
  await tx
    .insert(reportRollup)
    .values([...merged.values()].sort((a, b) => a.bucket.getTime() - b.bucket.getTime()))
    .onConflictDoUpdate({
      target: [reportRollup.userId, reportRollup.bucket, reportRollup.product, reportRollup.game],
      set: {
        decided: sql`${reportRollup.decided} + excluded.decided`,
        decidedLines: sql`${reportRollup.decidedLines} + excluded.decided_lines`,
        stakes: sql`${reportRollup.stakes} + excluded.stakes`,
        payouts: sql`${reportRollup.payouts} + excluded.payouts`,
      },
    })
}

/** A decided bet or round: count and stake where it was placed, payout where it was decided. */
const decided = (
  e: { userId: number; game: string; placedAt: string; decidedAt: string },
  product: Family,
  counts: { bets: number; lines: number },
  stake: bigint,
  payout: bigint,
): Part[] => [
  {
    userId: e.userId,
    product,
    game: e.game,
    bucket: bucketOf(e.placedAt),
    decided: counts.bets,
    decidedLines: counts.lines,
    stakes: stake,
    payouts: 0n,
  },
  { ...nothing(e, product), bucket: bucketOf(e.decidedAt), payouts: payout },
]

const nothing = (e: { userId: number; game: string }, product: Family) => ({
  userId: e.userId,
  product,
  game: e.game,
  decided: 0,
  decidedLines: 0,
  stakes: 0n,
  payouts: 0n,
})

const isRoundGame = (game: string) => (ROUND_GAMES as readonly string[]).includes(game)

/**
 * The reports' consumer of settlements (subscribers/subscribers.ts): each decided bet or seamless
 * round adds to the rollup, once (the event is handled once, in the transaction that claims it).
 * An event without its report game was written before the rollup existed and is already in the
 * migration's backfill; a transfer studio's round (played on its own wallet, in its own
 * currency) is no report game.
 */
export async function rollUpSettled(
  tx: Db,
  event: BetSettled | RoundSettled | RoundCredited | RoundRolledBack,
): Promise<Frame[]> {
  const { game, placedAt, decidedAt } = event
  if (!game || !placedAt || !decidedAt) return []
  const e = { userId: event.userId, game, placedAt, decidedAt }
  switch (event.kind) {
    case 'bet.settled': {
      const product: Family = event.product === 'games' ? 'game' : event.product
      const bets = event.completes === false ? 0 : 1
      await add(tx, decided(e, product, { bets, lines: 1 }, BigInt(event.stake), BigInt(event.payout)))
      break
    }
    case 'round.settled':
      if (isRoundGame(game))
        await add(tx, decided(e, 'game', { bets: 1, lines: 1 }, BigInt(event.stake), BigInt(event.win ?? 0)))
      break
    case 'round.rolled_back':
      if (isRoundGame(game))
        await add(tx, decided(e, 'game', { bets: 1, lines: 1 }, BigInt(event.stake), BigInt(event.stake)))
      break
    case 'round.credited':
      // The round's win is dated by its last close, as its row is: all of it moves there.
      if (isRoundGame(game))
        await add(tx, [
          {
            ...nothing(e, 'game'),
            bucket: bucketOf(event.before.decidedAt),
            payouts: -BigInt(event.before.win),
          },
          { ...nothing(e, 'game'), bucket: bucketOf(decidedAt), payouts: BigInt(event.win) },
        ])
      break
  }
  return []
}

/** Decided money of one period and game, summed from the rollup. */
interface DecidedSums {
  product: Family
  game: string
  /** Bets placed in the period and decided since (a lottery ticket once). */
  decided: number
  /** Rows of them (every lottery line). */
  decidedLines: number
  stakes: bigint
  payouts: bigint
}

/**
 * The rollup's sums over [start, end) by product and game, of one player or of all: count and
 * stakes of the bets placed in it and decided since, payouts of those decided in it. A bucket
 * counts when it starts in the period. Whole site days start and end on quarter hours (every
 * zone's offset is a whole number of quarter hours), so they hold whole buckets; only a local mean
 * time of a past century, long before any bet, would cut one.
 */
export async function decidedSums(
  db: Db,
  period: { start: Date; end: Date; userId?: number },
): Promise<DecidedSums[]> {
  const { start, end, userId } = period
  const where = [gte(reportRollup.bucket, start), lt(reportRollup.bucket, end)]
  if (userId !== undefined) where.push(eq(reportRollup.userId, userId))
  const rows = await db
    .select({
      product: reportRollup.product,
      game: reportRollup.game,
      decided: sql<number>`coalesce(sum(${reportRollup.decided}), 0)`.mapWith(Number),
      decidedLines: sql<number>`coalesce(sum(${reportRollup.decidedLines}), 0)`.mapWith(Number),
      stakes: sql<string>`coalesce(sum(${reportRollup.stakes}), 0)::text`,
      payouts: sql<string>`coalesce(sum(${reportRollup.payouts}), 0)::text`,
    })
    .from(reportRollup)
    .where(and(...where))
    .groupBy(reportRollup.product, reportRollup.game)
  return rows.map((r) => ({
    product: r.product as Family,
    game: r.game,
    decided: r.decided,
    decidedLines: r.decidedLines,
    stakes: BigInt(r.stakes),
    payouts: BigInt(r.payouts),
  }))
}
