import { randomBytes } from 'node:crypto'
import { and, eq, isNull, lte } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import { chainTransfers } from '../db/schema.ts'
import type { DepositService } from '../modules/wallet/deposits.ts'

/** How long the sandbox chain takes to confirm a transfer (real chains: minutes to an hour). */
export const CONFIRMATION_DELAY_MS = 2 * 60_000

/**
 * The sandbox chain and its watcher. `send` is what a payer's wallet would do; `tick` is the
 * watcher's poll, crediting every transfer whose confirmations are in. Time comes from the
 * context's clock, so tests and demos fast-forward it.
 */
export function sandboxChain(ctx: AppContext, deposits: DepositService) {
  return {
    async send(network: string, address: string, amount: bigint) {
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

    async tick() {
      const due = await ctx.db
        .select()
        .from(chainTransfers)
        .where(and(isNull(chainTransfers.depositId), lte(chainTransfers.confirmsAt, ctx.clock.now())))
      let credited = 0
      for (const transfer of due) {
        const depositId = await deposits.fromChain(transfer)
        if (depositId === null) continue
        await ctx.db.update(chainTransfers).set({ depositId }).where(eq(chainTransfers.id, transfer.id))
        credited++
      }
      return credited
    },
  }
}

export type SandboxChain = ReturnType<typeof sandboxChain>
