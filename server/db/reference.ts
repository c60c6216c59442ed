import type { Database } from './client.ts'

/** The channel the database's triggers name a changed reference table (or `users:<id>`) on. */
const CHANNEL = 'reference_changed'
/** A backstop only: if the notification connection ever dropped, nothing stays stale longer. */
const MAX_AGE_MS = 60_000
/** Entries kept at most (per-player rows are many; a table is one entry). */
const MAX_ENTRIES = 100_000

/**
 * Nearly static rows read on every bet (currencies and their rates, game limits, game statuses,
 * a player's currency), kept in this process so a bet does not ask the database for them each
 * time. Every change reaches every process through the database's notifications: triggers on the
 * tables (migration 0033) notify from the committing transaction, whoever wrote (an operator's
 * route, another process, a test's SQL), and the entries they name are dropped here. The embedded
 * database delivers the notification before the write's call returns; PostgreSQL a few
 * milliseconds after its commit, as a change on another process's screen would be anyway.
 */
export interface ReferenceCache {
  /**
   * The value under `key`, loaded by `load` on first use and again after a notification names
   * the key or one of its `tables`.
   */
  read<T>(key: string, tables: readonly string[], load: () => Promise<T>): Promise<T>
}

interface Entry {
  tables: readonly string[]
  value: Promise<unknown>
  loadedAt: number
}

export async function referenceCache(
  database: Pick<Database, 'listen'>,
  now: () => number = () => performance.now(),
): Promise<ReferenceCache & { close(): Promise<void> }> {
  const entries = new Map<string, Entry>()
  const stop = await database.listen(CHANNEL, (changed) => {
    for (const [key, entry] of entries)
      if (key === changed || entry.tables.includes(changed)) entries.delete(key)
  })
  return {
    read<T>(key: string, tables: readonly string[], load: () => Promise<T>): Promise<T> {
      const cached = entries.get(key)
      if (cached && now() - cached.loadedAt < MAX_AGE_MS) return cached.value as Promise<T>
      // Stored before it resolves, so concurrent readers share one load; a notification arriving
      // meanwhile drops it, and the next reader loads what committed after the change.
      const value = load()
      const entry = { tables, value, loadedAt: now() }
      entries.delete(key)
      entries.set(key, entry)
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
      value.catch(() => entries.get(key) === entry && entries.delete(key))
      return value
    },
    close: () => stop(),
  }
}
