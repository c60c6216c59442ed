import { and, desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { App, AppContext } from '../../context.ts'
import { outboxMessages } from '../../db/schema.ts'
import { ok } from '../../http/envelope.ts'

/**
 * Demo mode only (never registered in production): what the sandbox outbox "sent", so a tester
 * can read the code that a real site would have e-mailed or texted.
 */
export function demoRoutes(ctx: AppContext) {
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
  }
}
