import { and, type Column, eq, type SQL, type SQLWrapper } from 'drizzle-orm'
import { betIdParams, myBetsQuery } from '#contract/bets.ts'
import type { StatusFilter } from '#contract/games.ts'
import { paging } from '#contract/paging.ts'
import type { App, AppContext } from '../../context.ts'
import { AppError, ok } from '../../http/envelope.ts'
import { currentUser, requireUser } from '../../http/guard.ts'

/** A product's bets as my bets reads them: a page of the player's bets, and one with a page of its combinations. */
export interface BetSource<View, Detail> {
  page: (userId: number, query: { start: number; limit: number; status: StatusFilter }) => Promise<View[]>
  one: (userId: number, id: string, page: { start: number; limit: number }) => Promise<Detail | undefined>
}

/**
 * Spec §7 `{path}` and `{path}/{id}` for one game of a product: the player's bets newest first,
 * filtered by status, and one bet by its row id or bet number (404 when it is not theirs).
 */
export function myBetRoutes<View, Detail>(
  app: App,
  ctx: AppContext,
  path: string,
  source: BetSource<View, Detail>,
) {
  app.get(path, { preHandler: requireUser(ctx), schema: { querystring: myBetsQuery } }, async (req) =>
    ok({
      list: await source.page(currentUser(req).id, req.query as typeof req.query & { status: StatusFilter }),
    }),
  )

  app.get(
    `${path}/:id`,
    { preHandler: requireUser(ctx), schema: { params: betIdParams, querystring: paging } },
    async (req) => {
      const detail = await source.one(currentUser(req).id, req.params.id, req.query)
      if (!detail) throw new AppError(404, 'betDataNotAvailable')
      return ok(detail)
    },
  )
}

/** A bet named by its row id (digits) or its bet number. */
export const byIdOrNumber = (id: string, idColumn: Column, numberColumn: Column) =>
  /^\d+$/.test(id) ? eq(idColumn, Number(id)) : eq(numberColumn, id)

/** A status filter as a condition: every bet (-1) or the one status. */
export const withStatus = (column: SQLWrapper, status: StatusFilter) =>
  status === -1 ? undefined : eq(column, status)

/**
 * The bet source of a product whose bets are rows of one table, shown with the matches they name
 * (sports, cricket): `rows` reads the product's rows under a condition, newest first.
 */
export function matchBetSource<Row, Match, View, Combinations>(source: {
  rows: (where: SQL | undefined, page: { start: number; limit: number }) => Promise<Row[]>
  columns: { userId: Column; status: Column; id: Column; number: Column }
  matchesOf: (rows: readonly Row[]) => Promise<Match[]>
  view: (row: Row, matches: readonly Match[]) => View
  combinations: (row: Row, matches: readonly Match[], start: number, limit: number) => Combinations
}): BetSource<View, View & { combinations: Combinations }> {
  const { columns } = source
  return {
    async page(userId, { start, limit, status }) {
      const rows = await source.rows(and(eq(columns.userId, userId), withStatus(columns.status, status)), {
        start,
        limit,
      })
      const matches = await source.matchesOf(rows)
      return rows.map((row) => source.view(row, matches))
    },
    async one(userId, id, { start, limit }) {
      const mine = and(eq(columns.userId, userId), byIdOrNumber(id, columns.id, columns.number))
      const [row] = await source.rows(mine, { start: 0, limit: 1 })
      if (!row) return undefined
      const matches = await source.matchesOf([row])
      return { ...source.view(row, matches), combinations: source.combinations(row, matches, start, limit) }
    },
  }
}
