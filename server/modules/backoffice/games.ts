import { asc, eq } from 'drizzle-orm'
import type { GameRow, GameStatusCode } from '#contract/backofficeRoles.ts'
import { categoryOfCode, type GameCategory } from '#contract/games.ts'
import type { Clock } from '../../clock.ts'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../http/envelope.ts'
import { games } from '../games/tables.ts'
import { type Actor, audited } from '../operators/index.ts'

/**
 * The site's games beyond the spec §3 codes (racing 16–17 and cricket in 21) sit in the code ranges
 * of other categories; they are named here so the console groups them where players find them.
 */
const CATEGORY_OF_NAME: Record<string, GameCategory> = { pk10: 'pk10', airship: 'pk10', cricket: 'sports' }

const rowOf = (g: { gameId: number; name: string; status: number }): GameRow => ({
  gameId: g.gameId,
  name: g.name,
  category: CATEGORY_OF_NAME[g.name] ?? categoryOfCode(g.gameId),
  status: g.status as GameStatusCode,
})

/**
 * Game status as traders set it. The players' availability list and placement's assertGameActive
 * read the same row, so a change is in force from its commit: no cache to clear.
 */
export function gameService(db: Db, clock: Clock) {
  return {
    async list(): Promise<GameRow[]> {
      const rows = await db.select().from(games).orderBy(asc(games.sort), asc(games.gameId))
      return rows.map(rowOf)
    },

    setStatus(actor: Actor, gameId: number, status: GameStatusCode, reason: string): Promise<GameRow> {
      const now = clock.now()
      return audited(db, actor, now, async (tx) => {
        const [row] = await tx.select().from(games).where(eq(games.gameId, gameId)).for('update')
        if (!row) throw notFound('gameNotFound')
        const [updated] = await tx.update(games).set({ status }).where(eq(games.gameId, gameId)).returning()
        return {
          result: rowOf(updated ?? row),
          entry: {
            action: 'game.status',
            target: `game:${row.name}`,
            before: { status: row.status },
            after: { status },
            reason,
          },
        }
      })
    },
  }
}
export type GameService = ReturnType<typeof gameService>
