import { and, asc, eq, or, sql } from 'drizzle-orm'
import {
  FAVOURITES_MAX,
  type Favourite,
  type FavouriteKind,
  type FavouriteList,
  type FavouriteSport,
  favouriteBody,
} from '#contract/favourites.ts'
import type { App, AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { ok, rejected } from '../../http/envelope.ts'
import { currentUser, requireUser } from '../../http/guard.ts'
import { perPlayer } from '../../http/limits.ts'
import { PG, pgCode } from '../../pg/errors.ts'
import { cricketMatches, matches } from '../fixtures/tables.ts'
import { favourites } from './tables.ts'

type Item = { kind: FavouriteKind; sport: FavouriteSport; name: string }
type Row = typeof favourites.$inferSelect

const view = (row: Row): Favourite => ({
  kind: row.kind as FavouriteKind,
  sport: row.sport as FavouriteSport,
  name: row.name,
  created_at: row.createdAt.toISOString(),
})

/** Whether the sport's matches (open or played) name this team or league. */
async function known(db: Db, { kind, sport, name }: Item) {
  if (sport === 'cricket') {
    const t = cricketMatches
    const named = kind === 'league' ? eq(t.league, name) : or(eq(t.home, name), eq(t.away, name))
    return (await db.select({ id: t.id }).from(t).where(named).limit(1)).length > 0
  }
  const named =
    kind === 'league' ? eq(matches.league, name) : or(eq(matches.home, name), eq(matches.away, name))
  const found = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.game, sport), named))
    .limit(1)
  return found.length > 0
}

/**
 * Adds a favourite in the lowest free slot, or answers the one already there. A full list has
 * no free slot, so the insert names slot FAVOURITES_MAX and the table's check refuses it; two
 * racing adds that pick the same slot meet at the unique (player, slot) index and the loser looks
 * again. Neither needs a lock, and no code path can get past the database's cap.
 */
async function add(db: Db, userId: number, item: Item): Promise<Favourite> {
  const mine = and(
    eq(favourites.userId, userId),
    eq(favourites.kind, item.kind),
    eq(favourites.sport, item.sport),
    eq(favourites.name, item.name),
  )
  const freeSlot = sql`coalesce((select s from generate_series(0, ${FAVOURITES_MAX - 1}) s
    where not exists (select 1 from favourites f where f.user_id = ${userId} and f.slot = s)
    order by s limit 1), ${FAVOURITES_MAX})`
  // Every lost race means another add of this player took a slot, so this ends within the cap.
  for (let attempt = 0; attempt <= FAVOURITES_MAX; attempt++) {
    const [existing] = await db.select().from(favourites).where(mine)
    if (existing) return view(existing)
    let inserted: Row[]
    try {
      inserted = await db
        .insert(favourites)
        .values({ userId, ...item, slot: sql`${freeSlot}` })
        .onConflictDoNothing()
        .returning()
    } catch (err) {
      if (pgCode(err) === PG.checkViolation) throw rejected('favouritesFull', { max: FAVOURITES_MAX })
      throw err
    }
    if (inserted[0]) return view(inserted[0])
  }
  throw rejected('favouritesFull', { max: FAVOURITES_MAX })
}

/** GET, POST and DELETE member/favourites: the signed-in player's own favourite teams and leagues. */
export function favouriteRoutes(ctx: AppContext) {
  return async (app: App) => {
    app.addHook('onRequest', requireUser(ctx))

    app.get('/member/favourites', async (req) => {
      const rows = await ctx.db
        .select()
        .from(favourites)
        .where(eq(favourites.userId, currentUser(req).id))
        .orderBy(asc(favourites.createdAt), asc(favourites.id))
      const answer: FavouriteList = { list: rows.map(view), max: FAVOURITES_MAX }
      return ok(answer)
    })

    app.post(
      '/member/favourites',
      { schema: { body: favouriteBody }, config: perPlayer(120) },
      async (req) => {
        if (!(await known(ctx.db, req.body))) throw rejected('favouriteUnknown', { field: 'name' })
        return ok(await add(ctx.db, currentUser(req).id, req.body))
      },
    )

    /** Removing what is not there is not an error: the player's list ends the same either way. */
    app.delete(
      '/member/favourites',
      { schema: { querystring: favouriteBody }, config: perPlayer(120) },
      async (req) => {
        const { kind, sport, name } = req.query
        const removed = await ctx.db
          .delete(favourites)
          .where(
            and(
              eq(favourites.userId, currentUser(req).id),
              eq(favourites.kind, kind),
              eq(favourites.sport, sport),
              eq(favourites.name, name),
            ),
          )
          .returning({ id: favourites.id })
        return ok({ removed: removed.length > 0 })
      },
    )
  }
}
