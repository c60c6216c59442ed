import { randomBytes } from 'node:crypto'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { hashServerSeed } from '../math/fair.ts'
import type { Db } from './db/client.ts'
import { rounds as roundsTable, seeds as seedPairs } from './db/schema.ts'
import { StudioError } from './http.ts'

export type SeedRow = typeof seedPairs.$inferSelect

const newServerSeed = () => randomBytes(32).toString('hex')
const newClientSeed = () => randomBytes(8).toString('hex')

const activeOf = (provider: string, playerId: string) =>
  and(eq(seedPairs.provider, provider), eq(seedPairs.playerId, playerId), isNull(seedPairs.revealedAt))

/**
 * The player's active seed pair for a provider, created on first use. With `lock`, the row is held
 * for update, so concurrent rounds take distinct nonces.
 */
export async function activeSeeds(
  tx: Db,
  provider: string,
  playerId: string,
  lock = false,
): Promise<SeedRow> {
  const find = () => {
    const q = tx.select().from(seedPairs).where(activeOf(provider, playerId))
    return lock ? q.for('update') : q
  }
  const [found] = await find()
  if (found) return found
  const serverSeed = newServerSeed()
  await tx
    .insert(seedPairs)
    .values({
      provider,
      playerId,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: newClientSeed(),
    })
    .onConflictDoNothing()
  const [row] = await find()
  if (!row) throw new Error('seed pair not created')
  return row
}

/**
 * Takes the next nonce of the pair a round was bound to, holding its row for update (so
 * concurrent rounds take distinct nonces). The pair is still secret: a rotation is refused while
 * the round is being debited (`rotateSeeds`).
 */
export async function takeNonce(tx: Db, seedId: number): Promise<SeedRow> {
  const [seeds] = await tx.select().from(seedPairs).where(eq(seedPairs.id, seedId)).for('update')
  if (!seeds || seeds.revealedAt) throw new Error(`seed pair ${seedId} revealed under a round being started`)
  await tx
    .update(seedPairs)
    .set({ nextNonce: sql`${seedPairs.nextNonce} + 1` })
    .where(eq(seedPairs.id, seeds.id))
  return seeds
}

/**
 * Reveals the active server seed and starts a new one (its hash alone shown) at nonce 0. Refused
 * (409 roundOpen) while a round of the player at this provider is being started (debiting: it is
 * bound to this pair already) or open (its seed would tell its hidden state: where the mines are,
 * the crash point). Decided under the pair's row lock, which a round start takes to bind itself,
 * so no start can slip between the check and the reveal.
 */
export async function rotateSeeds(
  tx: Db,
  provider: string,
  playerId: string,
  clientSeed: string | undefined,
  now: Date,
) {
  const old = await activeSeeds(tx, provider, playerId, true)
  const [open] = await tx
    .select({ id: roundsTable.id })
    .from(roundsTable)
    .where(
      and(
        eq(roundsTable.provider, provider),
        eq(roundsTable.playerId, playerId),
        inArray(roundsTable.status, ['debiting', 'open']),
      ),
    )
    .limit(1)
  if (open) throw new StudioError(409, 'roundOpen')
  await tx.update(seedPairs).set({ revealedAt: now }).where(eq(seedPairs.id, old.id))
  const serverSeed = newServerSeed()
  const [next] = await tx
    .insert(seedPairs)
    .values({
      provider,
      playerId,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: clientSeed ?? old.clientSeed,
    })
    .returning()
  return { revealed: old, next: next as SeedRow }
}

/**
 * Changes the active pair's client seed. A round already started keeps the client seed it was bound
 * to (stored on the round), so the change plays from the next round.
 */
export async function setClientSeed(tx: Db, provider: string, playerId: string, clientSeed: string) {
  const seeds = await activeSeeds(tx, provider, playerId, true)
  await tx.update(seedPairs).set({ clientSeed }).where(eq(seedPairs.id, seeds.id))
  return { ...seeds, clientSeed }
}

/** What the player sees of a pair: never the server seed while it is active. */
export const publicSeeds = (s: SeedRow) => ({
  server_seed_hash: s.serverSeedHash,
  client_seed: s.clientSeed,
  next_nonce: s.nextNonce,
})
