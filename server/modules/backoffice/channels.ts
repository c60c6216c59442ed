import { and, asc, eq } from 'drizzle-orm'
import type { WithdrawChannelRow } from '#contract/backofficeRoles.ts'
import type { Clock } from '../../clock.ts'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../http/envelope.ts'
import { type Actor, audited } from '../operators/index.ts'
import { paymentChannels } from '../payments/tables.ts'

/** Status 1 lets players withdraw through a channel; 0 takes it off their list (spec §6 'per channel'). */
const ALLOWED = 1
const DISALLOWED = 0

const rowOf = (c: typeof paymentChannels.$inferSelect): WithdrawChannelRow => ({
  id: c.id,
  name: c.name,
  kind: c.kind,
  network: c.network,
  allowed: c.status === ALLOWED,
})

/**
 * Withdrawal channels as finance switches them. The players' channel list (GET withdraw/all) and
 * the withdraw request read the same status, so a change holds from its commit.
 */
export function channelService(db: Db, clock: Clock) {
  const isWithdraw = (id: number) =>
    and(eq(paymentChannels.id, id), eq(paymentChannels.direction, 'withdraw'))
  return {
    async list(): Promise<WithdrawChannelRow[]> {
      const rows = await db
        .select()
        .from(paymentChannels)
        .where(eq(paymentChannels.direction, 'withdraw'))
        .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id))
      return rows.map(rowOf)
    },

    setAllowed(actor: Actor, id: number, allowed: boolean, reason: string): Promise<WithdrawChannelRow> {
      return audited(db, actor, clock.now(), async (tx) => {
        const [row] = await tx.select().from(paymentChannels).where(isWithdraw(id)).for('update')
        if (!row) throw notFound('channelNotFound')
        const [updated] = await tx
          .update(paymentChannels)
          .set({ status: allowed ? ALLOWED : DISALLOWED })
          .where(eq(paymentChannels.id, id))
          .returning()
        return {
          result: rowOf(updated ?? row),
          entry: {
            action: allowed ? 'channel.allow' : 'channel.disallow',
            target: `channel:${row.name}`,
            before: { allowed: row.status === ALLOWED },
            after: { allowed },
            reason,
          },
        }
      })
    },
  }
}
