import { randomBytes } from 'node:crypto'
import { and, asc, eq, isNull, lte } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../context.ts'
import { rejected } from '../http/envelope.ts'
import { chainTransfers, depositAddresses } from '../modules/payments/tables.ts'
import type { DepositService } from '../modules/wallet/index.ts'

/** How long the sandbox chain takes to confirm a transfer (real chains: minutes to an hour). */
export const CONFIRMATION_DELAY_MS = 2 * 60_000

/**
 * The sandbox chain and its watcher. `send` is what a payer's wallet would do; `tick` is the
 * watcher's poll, crediting every transfer whose confirmations are in. Time comes from the
 * context's clock, so tests and demos fast-forward it.
 */
export function sandboxChain(ctx: AppContext, deposits: DepositService, log: FastifyBaseLogger) {
  return {
    /**
     * Only to deposit addresses this server handed out: the sandbox chain exists to fund players,
     * and a transfer nobody can receive would only sit in the watcher's list.
     */
    async send(network: string, address: string, amount: bigint) {
      const [known] = await ctx.db
        .select({ address: depositAddresses.address })
        .from(depositAddresses)
        .where(and(eq(depositAddresses.address, address), eq(depositAddresses.network, network)))
      if (!known) throw rejected('unknownDepositAddress', { field: 'address' })
      const txHash = randomBytes(32).toString('hex')
      await ctx.db.insert(chainTransfers).values({
        network,
        address,
        amount,
        txHash,
        confirmsAt: new Date(ctx.clock.now().getTime() + CONFIRMATION_DELAY_MS),
      })
      return { txHash, confirmsInSeconds: CONFIRMATION_DELAY_MS / 1000 }
    },

    /**
     * Credits each confirmed transfer on its own: one that cannot be credited is logged and tried
     * again next tick, and never holds up the others.
     */
    async tick() {
      const due = await ctx.db
        .select()
        .from(chainTransfers)
        .where(and(isNull(chainTransfers.depositId), lte(chainTransfers.confirmsAt, ctx.clock.now())))
        .orderBy(asc(chainTransfers.id))
      let credited = 0
      for (const transfer of due) {
        try {
          const depositId = await deposits.fromChain(transfer)
          if (depositId === null) continue
          await ctx.db.update(chainTransfers).set({ depositId }).where(eq(chainTransfers.id, transfer.id))
          credited++
        } catch (err) {
          log.error(
            { err, transfer: { id: transfer.id, txHash: transfer.txHash } },
            'chain transfer not credited',
          )
        }
      }
      return credited
    },
  }
}

export type SandboxChain = ReturnType<typeof sandboxChain>
