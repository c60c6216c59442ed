import { getTableName, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { BET_STATUS } from '#contract/games.ts'
import type { Db } from '../../db/client.ts'
import type { RecordMany } from './settleTypes.ts'

/** A slip's outcome as outcomeOf (settle.ts) gives it: what its row keeps. */
interface SlipOutcome {
  status: number
  payout: bigint
  shownPayout: bigint
}

/**
 * The bulk path's record for a slip table (sport_bets, cricket_bets: status, payout, shown_payout,
 * extra_bonus, settled_at): the batch's pending rows marked settled in one statement, no extra
 * bonus, exactly as the product's own `record` marks one.
 */
export function recordOutcomes<B extends { id: number }, O extends SlipOutcome>(
  table: PgTable,
): RecordMany<B, O> {
  const name = sql.identifier(getTableName(table))
  return (tx: Db, settled, at) => {
    const rows = settled.map(({ bet, outcome }) => ({
      id: bet.id,
      status: outcome.status,
      payout: String(outcome.payout),
      shown: String(outcome.shownPayout),
    }))
    return tx.execute(sql`
      update ${name} b set status = v.status, payout = v.payout::bigint, shown_payout = v.shown::bigint,
        extra_bonus = 0, settled_at = ${at.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id bigint, status smallint, payout text, shown text)
      where b.id = v.id and b.status = ${BET_STATUS.pending}`)
  }
}
