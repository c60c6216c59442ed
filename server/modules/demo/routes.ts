import { and, desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { App, AppContext } from '../../context.ts'
import type { SandboxChain } from '../../feeds/chain.ts'
import { ok } from '../../http/envelope.ts'
import { parseAmount } from '../../money/amounts.ts'
import { outboxMessages } from '../verification/tables.ts'

/**
 * Demo mode only (never registered in production): what the sandbox outbox "sent", so a tester
 * can read the code that a real site would have e-mailed or texted; and a payer's wallet on the
 * sandbox chain.
 */
export function demoRoutes(ctx: AppContext, chain: SandboxChain) {
  return async (app: App) => {
    app.get(
      '/demo/outbox',
      { schema: { querystring: z.object({ to: z.string().trim().toLowerCase().min(3).max(254) }) } },
      async (req) =>
        ok(
          await ctx.db
            .select({
              subject: outboxMessages.subject,
              body: outboxMessages.body,
              created_at: outboxMessages.createdAt,
            })
            .from(outboxMessages)
            .where(and(eq(outboxMessages.target, req.query.to)))
            .orderBy(desc(outboxMessages.id))
            .limit(10),
        ),
    )

    /** What a payer's own wallet would do: send USDT to a deposit address on the sandbox chain. */
    app.post(
      '/demo/chain/transfer',
      {
        schema: {
          body: z.object({
            network: z.enum(['TRC20', 'ERC20']),
            address: z.string().trim().max(64),
            amount: z.union([z.string(), z.number()]).transform(String),
          }),
        },
      },
      async (req) => ok(await chain.send(req.body.network, req.body.address, parseAmount(req.body.amount))),
    )
  }
}
