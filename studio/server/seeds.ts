import { randomBytes } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../server/db/client.ts'
import { sandboxStudioSeeds } from '../../server/db/schema.ts'
import { hashServerSeed } from '../math/fair.ts'

export type SeedRow = typeof sandboxStudioSeeds.$inferSelect

const newServerSeed = () => randomBytes(32).toString('hex')
const newClientSeed = () => randomBytes(8).toString('hex')

const activeOf = (provider: string, playerId: string) =>
  and(
    eq(sandboxStudioSeeds.provider, provider),
    eq(sandboxStudioSeeds.playerId, playerId),
    isNull(sandboxStudioSeeds.revealedAt),
  )

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
    const q = tx.select().from(sandboxStudioSeeds).where(activeOf(provider, playerId))
    return lock ? q.for('update') : q
  }
  const [found] = await find()
  if (found) return found
  const serverSeed = newServerSeed()
  await tx
    .insert(sandboxStudioSeeds)
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

/** Takes the next nonce of the active pair (held for update by the caller's transaction). */
export async function takeNonce(tx: Db, seeds: SeedRow): Promise<number> {
  await tx
    .update(sandboxStudioSeeds)
    .set({ nextNonce: sql`${sandboxStudioSeeds.nextNonce} + 1` })
    .where(eq(sandboxStudioSeeds.id, seeds.id))
  return seeds.nextNonce
}

/** Reveals the active server seed and starts a new one (its hash alone shown) at nonce 0. */
export async function rotateSeeds(
  tx: Db,
  provider: string,
  playerId: string,
  clientSeed: string | undefined,
  now: Date,
) {
  const old = await activeSeeds(tx, provider, playerId, true)
  await tx.update(sandboxStudioSeeds).set({ revealedAt: now }).where(eq(sandboxStudioSeeds.id, old.id))
  const serverSeed = newServerSeed()
  const [next] = await tx
    .insert(sandboxStudioSeeds)
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

export async function setClientSeed(tx: Db, provider: string, playerId: string, clientSeed: string) {
  const seeds = await activeSeeds(tx, provider, playerId, true)
  await tx.update(sandboxStudioSeeds).set({ clientSeed }).where(eq(sandboxStudioSeeds.id, seeds.id))
  return { ...seeds, clientSeed }
}

/** What the player sees of a pair: never the server seed while it is active. */
export const publicSeeds = (s: SeedRow) => ({
  server_seed_hash: s.serverSeedHash,
  client_seed: s.clientSeed,
  next_nonce: s.nextNonce,
})
