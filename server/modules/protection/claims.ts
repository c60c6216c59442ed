import type { LimitClaim, LimitKind, LimitPeriod, LimitReached } from '#contract/protection.ts'
import { formatMinorUnits } from '#engine/money.ts'
import type { Db } from '../../db/client.ts'
import { rejected } from '../../http/envelope.ts'
import { queryNamed } from '../../pg/named.ts'

/**
 * The limit in force at `$4` (a pending raise or removal once its cooling-off has passed) and the
 * first day of its period in the limit's time zone: SQL shared by every statement below, so a
 * claim, a release and the player's view agree on both to the instant.
 */
export const CAP_AT = (at: string) => `case when l.effective_at is not null and l.effective_at <= ${at}
    then case when l.pending_remove then null else l.pending_amount end else l.amount end`
export const WINDOW_AT = (at: string) => `case l.period
    when 'day' then (${at} at time zone l.time_zone)::date
    when 'week' then date_trunc('week', ${at} at time zone l.time_zone)::date
    else date_trunc('month', ${at} at time zone l.time_zone)::date end`

type Claimed = LimitClaim

interface ClaimRow {
  kind: LimitKind
  period: LimitPeriod
  window_start: string
  cap: string
  used: string
  ok: boolean
}

/**
 * One statement: every limit of `kinds` the player has in force takes `amount` into its period's
 * use, if that keeps it within the limit. The upsert's condition is evaluated on the row as locked
 * (PostgreSQL re-reads a row another transaction changed before it updates it), so however many
 * claims race, their sum never passes the limit. Players without limits pay this one round trip.
 */
const CLAIM = `with capped as (
    select l.kind, l.period, ${CAP_AT('$4::timestamptz')} as cap, ${WINDOW_AT('$4::timestamptz')} as window_start
    from player_limits l where l.user_id = $1::bigint and l.kind = any($2::text[])
  ), claimed as (
    insert into player_limit_usage as u (user_id, kind, period, window_start, used, cap)
    select $1::bigint, kind, period, window_start, $3::bigint, cap from capped
    where cap is not null and $3::bigint <= cap
    on conflict (user_id, kind, period, window_start) do update
      set used = u.used + excluded.used, cap = excluded.cap
      where u.used + excluded.used <= excluded.cap
    returning u.kind, u.period
  )
  select c.kind, c.period, c.window_start::text as window_start, c.cap::text as cap,
    coalesce(p.used, 0)::text as used,
    exists (select 1 from claimed k where k.kind = c.kind and k.period = c.period) as ok
  from capped c left join player_limit_usage p on p.user_id = $1::bigint and p.kind = c.kind
    and p.period = c.period and p.window_start = c.window_start
  where c.cap is not null`

/**
 * Takes `amount` (USDT micro-units) into the player's limits of `kinds` at `at`, inside the
 * transaction that moves the money, or refuses with limitReached naming the limit with least left
 * (the caller's transaction then rolls back whatever else it claimed). Answers what it claimed.
 */
export async function claimLimits(
  tx: Db,
  userId: number,
  kinds: readonly LimitKind[],
  amount: bigint,
  at: Date,
): Promise<Claimed[]> {
  const rows = await queryNamed<ClaimRow>(tx, 'limit_claim', CLAIM, [
    String(userId),
    `{${kinds.join(',')}}`,
    String(amount),
    at.toISOString(),
  ])
  const short = rows
    .filter((r) => !r.ok)
    .map((r) => ({ ...r, left: maxZero(BigInt(r.cap) - BigInt(r.used)) }))
    .sort((a, b) => (a.left < b.left ? -1 : a.left > b.left ? 1 : 0))[0]
  if (short) {
    const refusal: LimitReached = {
      kind: short.kind,
      period: short.period,
      left: formatMinorUnits(short.left, 6, 'USDT'),
    }
    throw rejected('limitReached', refusal)
  }
  return rows.map(({ kind, period, window_start }) => ({ kind, period, window_start }))
}

const maxZero = (n: bigint) => (n < 0n ? 0n : n)

/**
 * Adds `amount` (negative: a return) to the use of the player's limits of `kinds`, in the periods
 * `at` falls in, whatever it makes: money that already moved (a payout, a deposit the chain
 * delivered, money back from a game wallet) is counted, never refused.
 */
const ADD = `insert into player_limit_usage as u (user_id, kind, period, window_start, used)
  select $1::bigint, l.kind, l.period, ${WINDOW_AT('$4::timestamptz')}, $3::bigint
  from player_limits l where l.user_id = $1::bigint and l.kind = any($2::text[])
  on conflict (user_id, kind, period, window_start) do update set used = u.used + excluded.used`

export async function addToLimits(
  tx: Db,
  userId: number,
  kinds: readonly LimitKind[],
  amount: bigint,
  at: Date,
): Promise<void> {
  if (amount === 0n) return
  await queryNamed(tx, 'limit_add', ADD, [
    String(userId),
    `{${kinds.join(',')}}`,
    String(amount),
    at.toISOString(),
  ])
}

/** Gives back what a claim took (a deposit order that failed): exactly the periods it claimed. */
export async function releaseClaims(tx: Db, userId: number, claims: readonly Claimed[], amount: bigint) {
  if (claims.length === 0 || amount === 0n) return
  await queryNamed(
    tx,
    'limit_release',
    `update player_limit_usage u set used = u.used - $2::bigint
     from jsonb_to_recordset($3::jsonb) as c(kind text, period text, window_start date)
     where u.user_id = $1::bigint and u.kind = c.kind and u.period = c.period
       and u.window_start = c.window_start`,
    [String(userId), String(amount), JSON.stringify(claims)],
  )
}

/** What a stake claims: the money staked, and the money that may be lost. */
export const STAKE_KINDS = ['wager', 'loss'] as const satisfies readonly LimitKind[]
export const RETURN_KINDS = ['loss'] as const satisfies readonly LimitKind[]
export const DEPOSIT_KINDS = ['deposit'] as const satisfies readonly LimitKind[]
