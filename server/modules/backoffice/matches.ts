import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { matchesQuery } from '#contract/backoffice.ts'
import type { MatchRow, MatchSport, MatchState, PageOf } from '#contract/backofficeRoles.ts'
import { BET_STATUS } from '#contract/games.ts'
import type { CricketResult } from '#engine/index.ts'
import { formatMinorUnits } from '#engine/money.ts'
import type { Db } from '../../db/client.ts'
import { utcDayAfter, utcDayStart } from '../../feeds/calendar/localTime.ts'
import { cricketMatches, matches } from '../fixtures/tables.ts'

/** LIKE wildcards in a filter are the characters themselves. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
const usdt = (micro: bigint) => formatMinorUnits(micro, 6, 'USDT')

/** The state a trader sees: an open match a trader stopped is suspended, else the feed's status. */
export const stateOf = (m: { status: string; suspended: boolean }): MatchState =>
  m.status === 'scheduled' && m.suspended ? 'suspended' : (m.status as MatchState)

/** The columns both match tables share, so one filter serves football, basketball and cricket. */
interface Columns {
  id: AnyPgColumn
  status: AnyPgColumn
  suspended: AnyPgColumn
  kickoff: AnyPgColumn
  league: AnyPgColumn
  home: AnyPgColumn
  away: AnyPgColumn
  code: AnyPgColumn
}

function filterOf(c: Columns, q: z.output<typeof matchesQuery>, scope: SQL | undefined) {
  const where: SQL[] = scope ? [scope] : []
  if (q.state === 'scheduled' || q.state === 'suspended')
    where.push(eq(c.status, 'scheduled'), eq(c.suspended, q.state === 'suspended'))
  else if (q.state) where.push(eq(c.status, q.state))
  if (q.q) {
    const text = contains(q.q)
    const any = or(ilike(c.league, text), ilike(c.home, text), ilike(c.away, text), ilike(c.code, text))
    if (any) where.push(any)
  }
  if (q.from) where.push(gte(c.kickoff, utcDayStart(q.from)))
  if (q.to) where.push(lt(c.kickoff, utcDayAfter(q.to)))
  return and(...where)
}

/**
 * Pending bets with any leg on each of `ids`, and their stakes (USDT micro): what a void would
 * touch. A bet with two picks on one match counts once for it.
 */
async function openBets(db: Db, sport: MatchSport, ids: number[]) {
  if (ids.length === 0) return new Map<number, { bets: number; stake: bigint }>()
  const [table, legs] =
    sport === 'cricket' ? [sql`cricket_bets`, sql`b.picks`] : [sql`sport_bets`, sql`b.selections`]
  const keys = sql.join(
    ids.map((id) => sql`${String(id)}`),
    sql`, `,
  )
  // Both drivers answer raw SQL with its rows; the lateral join has no query-builder form.
  const result = (await db.execute(sql`
    select m.id as match_id, count(*) as bets, coalesce(sum(b.stake), 0)::text as stake
    from ${table} b
    cross join lateral (select distinct leg->>'matchId' as id from jsonb_array_elements(${legs}) leg) m
    where b.status = ${BET_STATUS.pending} and m.id in (${keys})
    group by m.id`)) as unknown as { rows: { match_id: string; bets: string | number; stake: string }[] }
  return new Map(
    result.rows.map((r) => [Number(r.match_id), { bets: Number(r.bets), stake: BigInt(r.stake) }]),
  )
}

const cricketScore = (r: CricketResult | null) =>
  r ? `${r.home.runs}/${r.home.wickets} – ${r.away.runs}/${r.away.wickets}` : null

type MatchTable = typeof matches | typeof cricketMatches

/** A page of one match table's rows under the list's filter and sort, and how many there are in all. */
async function pageOf<T extends MatchTable>(
  db: Db,
  table: T,
  scope: SQL | undefined,
  q: z.output<typeof matchesQuery>,
): Promise<[T['$inferSelect'][], number]> {
  const direction = q.order === 'asc' ? asc : desc
  const filter = filterOf(table, q, scope)
  const sortBy = { kickoff: table.kickoff, league: table.league }[q.sort]
  // Drizzle cannot type a select over a table parameter; the rows are the table's own.
  const [rows, [n]] = await Promise.all([
    db
      .select()
      .from(table as typeof matches)
      .where(filter)
      .orderBy(direction(sortBy), direction(table.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(table as typeof matches)
      .where(filter),
  ])
  return [rows as T['$inferSelect'][], n?.n ?? 0]
}

/** One page of one sport's matches, by kick-off unless asked otherwise, with their open bets. */
export async function matchesPage(db: Db, q: z.output<typeof matchesQuery>): Promise<PageOf<MatchRow>> {
  let found: Omit<MatchRow, 'openBets' | 'openStake'>[]
  let total: number
  if (q.sport === 'cricket') {
    const [rows, n] = await pageOf(db, cricketMatches, undefined, q)
    found = rows.map((m) => ({ ...head(m, 'cricket'), score: cricketScore(m.result) }))
    total = n
  } else {
    const sport = q.sport
    const [rows, n] = await pageOf(db, matches, eq(matches.game, sport), q)
    found = rows.map((m) => ({
      ...head(m, sport),
      score: m.fullHome === null ? null : `${m.fullHome}:${m.fullAway}`,
    }))
    total = n
  }
  const open = await openBets(
    db,
    q.sport,
    found.map((m) => m.id),
  )
  return {
    rows: found.map((m) => {
      const o = open.get(m.id)
      return { ...m, openBets: o?.bets ?? 0, openStake: usdt(o?.stake ?? 0n) }
    }),
    total,
    page: q.page,
    pageSize: q.pageSize,
  }
}

function head(
  m: {
    id: number
    code: string
    league: string
    home: string
    away: string
    kickoff: Date
    status: string
    suspended: boolean
  },
  sport: MatchSport,
) {
  return {
    id: m.id,
    sport,
    code: m.code,
    league: m.league,
    home: m.home,
    away: m.away,
    kickoff: m.kickoff.toISOString(),
    state: stateOf(m),
  }
}
