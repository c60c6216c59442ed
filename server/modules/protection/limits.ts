import {
  COOLING_OFF_HOURS,
  type LimitBody,
  type LimitKind,
  type LimitPeriod,
  type PlayerLimit,
} from '#contract/protection.ts'
import { formatMinorUnits } from '#engine/money.ts'
import type { Db } from '../../db/client.ts'
import { parseAmount } from '../../money/amounts.ts'
import { queryNamed } from '../../pg/named.ts'
import { CAP_AT, WINDOW_AT } from './claims.ts'

interface LimitRow {
  kind: LimitKind
  period: LimitPeriod
  amount: string
  pending_amount: string | null
  pending_remove: boolean
  effective_at: Date | string | null
  cap: string | null
  window_start: string
  used: string
}

/** Each limit with the use of the period `$2` falls in: what the view and a change both start from. */
const READ = `select l.kind, l.period, l.amount::text as amount, l.pending_amount::text as pending_amount,
    l.pending_remove, l.effective_at, (${CAP_AT('$2::timestamptz')})::text as cap,
    (${WINDOW_AT('$2::timestamptz')})::text as window_start, coalesce(u.used, 0)::text as used
  from player_limits l left join player_limit_usage u on u.user_id = l.user_id and u.kind = l.kind
    and u.period = l.period and u.window_start = ${WINDOW_AT('$2::timestamptz')}
  where l.user_id = $1::bigint`

const iso = (at: Date | string) => new Date(at).toISOString()
const text = (units: bigint) => formatMinorUnits(units, 6, 'USDT')

/** The limit as the player sees it at `now`: a pending change whose cooling-off passed is in force. */
function view(row: LimitRow, now: Date): PlayerLimit | null {
  if (row.cap === null) return null
  const cap = BigInt(row.cap)
  const used = BigInt(row.used)
  const shownUsed = used < 0n ? 0n : used
  const left = cap - used < 0n ? 0n : cap - used
  const waiting = row.effective_at !== null && new Date(row.effective_at) > now
  return {
    kind: row.kind,
    period: row.period,
    amount: text(cap),
    used: text(shownUsed),
    left: text(left),
    period_start: row.window_start,
    pending:
      waiting && row.effective_at !== null
        ? {
            amount:
              row.pending_remove || row.pending_amount === null ? null : text(BigInt(row.pending_amount)),
            effective_at: iso(row.effective_at),
          }
        : null,
  }
}

const ORDER: Record<LimitKind, number> = { deposit: 0, loss: 1, wager: 2 }
const PERIODS: Record<LimitPeriod, number> = { day: 0, week: 1, month: 2 }

/** GET member/limits: every limit in force or waiting, in a fixed order. */
export async function readLimits(db: Db, userId: number, now: Date): Promise<PlayerLimit[]> {
  const rows = await queryNamed<LimitRow>(db, 'limits_read', READ, [String(userId), now.toISOString()])
  return rows
    .map((r) => view(r, now))
    .filter((l): l is PlayerLimit => l !== null)
    .sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || PERIODS[a.period] - PERIODS[b.period])
}

/** The amount a change asks for, USDT micro-units; null removes it. */
const requested = (body: LimitBody): bigint | null =>
  body.amount === null ? null : parseAmount(body.amount, 2) * 10_000n

/**
 * PUT member/limits. A new or lower limit holds at once (and cancels a pending raise); a raise or
 * a removal waits COOLING_OFF_HOURS as the limit's pending change, asking again starts the wait
 * again; asking for the limit in force cancels what was pending. The player's row is locked for
 * the change, so two changes at once end as one after the other.
 */
export async function setLimit(db: Db, userId: number, body: LimitBody, now: Date, timeZone: string) {
  const wanted = requested(body)
  await db.transaction(async (tx) => {
    // Locks the limit's row (when there is one) before reading what is in force.
    await queryNamed(
      tx,
      'limit_lock',
      'select 1 from player_limits where user_id = $1::bigint and kind = $2 and period = $3 for update',
      [String(userId), body.kind, body.period],
    )
    const rows = await queryNamed<LimitRow>(tx, 'limits_read', READ, [String(userId), now.toISOString()])
    const row = rows.find((r) => r.kind === body.kind && r.period === body.period)
    const current = row?.cap == null ? null : BigInt(row.cap)
    const key = [String(userId), body.kind, body.period]
    if (current === null && wanted === null) {
      if (row) await queryNamed(tx, 'limit_delete', DELETE, key)
      return
    }
    // A first limit, or a lower one: in force at once.
    if (wanted !== null && (current === null || wanted <= current)) {
      await queryNamed(tx, 'limit_upsert_now', UPSERT_NOW, [
        ...key,
        String(wanted),
        timeZone,
        now.toISOString(),
      ])
      return
    }
    const effectiveAt = new Date(now.getTime() + COOLING_OFF_HOURS * 3_600_000)
    await queryNamed(tx, 'limit_pending', PENDING, [
      ...key,
      String(current ?? 0n),
      wanted === null ? '' : String(wanted),
      wanted === null ? 'true' : 'false',
      effectiveAt.toISOString(),
      timeZone,
      now.toISOString(),
    ])
  })
  return readLimits(db, userId, now)
}

const DELETE = 'delete from player_limits where user_id = $1::bigint and kind = $2 and period = $3'

/** The limit in force from now, nothing pending. */
const UPSERT_NOW = `insert into player_limits (user_id, kind, period, amount, time_zone, updated_at)
  values ($1::bigint, $2, $3, $4::bigint, $5, $6::timestamptz)
  on conflict (user_id, kind, period) do update set amount = excluded.amount, pending_amount = null,
    pending_remove = false, effective_at = null, time_zone = excluded.time_zone, updated_at = excluded.updated_at`

/** The limit in force stays (`$4`, made explicit in case a pending one had just taken over); the change waits. */
const PENDING = `update player_limits set amount = $4::bigint, pending_amount = nullif($5, '')::bigint,
    pending_remove = $6::boolean, effective_at = $7::timestamptz, time_zone = $8, updated_at = $9::timestamptz
  where user_id = $1::bigint and kind = $2 and period = $3`
