import { livePauseRequest, liveRoundsQuery, liveTableParams, reasonRequest } from '#contract/backoffice.ts'
import type { LiveRoundRow, LiveTableRow, LiveTables } from '#contract/backofficeRoles.ts'
import type { App, AppContext } from '../../context.ts'
import { AppError, ok } from '../../http/envelope.ts'
import { type Actor, writeAudit } from '../operators/index.ts'
import { actorOf, requireOperator } from './guard.ts'
import type { OperatorSignIn } from './signIn.ts'

const notConfigured = () => new AppError(503, 'liveStudioNotConfigured')

/**
 * The live studio's operator API as this page uses it (server/providers/games/liveOperator.ts is
 * the HTTP client; given here by the app, so the back office does not load the games providers).
 * A failed call may say what became of it: `outcome` 'refused' (nothing done) or 'unknown'.
 */
export interface LiveOperator {
  tables(): Promise<LiveTableRow[]>
  rounds(tableId: string, limit: number): Promise<LiveRoundRow[]>
  pause(tableId: string, reason: string): Promise<{ table: LiveTableRow }>
  resume(tableId: string): Promise<{ table: LiveTableRow }>
}

const outcomeOf = (error: unknown) => {
  const outcome = (error as { outcome?: unknown } | null)?.outcome
  return outcome === 'refused' ? 'refused' : 'unknown'
}

/**
 * /backoffice/api/live-tables: the live studio's tables as its operator API tells them, and the
 * traders' pause and resume. `operator` is null where no live studio is contracted (production
 * today): the list says so and the actions answer liveStudioNotConfigured.
 */
export function liveTableRoutes(ctx: AppContext, signIn: OperatorSignIn, operator: LiveOperator | null) {
  /**
   * Runs an action at the studio, then writes its audit row with the outcome. Not one transaction
   * with the effect as the console's other actions are: the effect is the studio's, over HTTP, and
   * cannot be rolled back with ours. Writing first would log pauses that never happened; so the
   * row follows the studio's answer and says what it was (done, refused, or unknown when no answer
   * came: the studio may have acted), and a failed action is logged too.
   */
  async function act<T>(
    actor: Actor,
    action: string,
    tableId: string,
    reason: string,
    run: (studio: LiveOperator) => Promise<T>,
  ) {
    if (!operator) throw notConfigured()
    const log = (after: unknown) =>
      writeAudit(ctx.db, actor, { action, target: `live:${tableId}`, after, reason }, ctx.clock.now())
    try {
      const result = await run(operator)
      await log({ outcome: 'done', result })
      return result
    } catch (error) {
      await log({ outcome: outcomeOf(error), error: error instanceof Error ? error.message : String(error) })
      throw error
    }
  }

  return async (app: App) => {
    const guard = (permission: Parameters<typeof requireOperator>[1]) => ({
      preHandler: requireOperator(signIn, permission),
    })
    app.get('/live-tables', guard('liveTables.list'), async (): Promise<{ data: LiveTables }> => {
      if (!operator) return ok({ configured: false, tables: [] })
      return ok({ configured: true, tables: await operator.tables() })
    })
    app.get(
      '/live-tables/:id/rounds',
      { ...guard('liveTables.list'), schema: { params: liveTableParams, querystring: liveRoundsQuery } },
      async (req) => {
        if (!operator) throw notConfigured()
        return ok(await operator.rounds(req.params.id, req.query.limit))
      },
    )
    app.post(
      '/live-tables/:id/pause',
      { ...guard('liveTables.pause'), schema: { params: liveTableParams, body: livePauseRequest } },
      async (req) => {
        const { id } = req.params
        const { reason } = req.body
        return ok(
          await act(actorOf(req), 'liveTables.pause', id, reason, (studio) => studio.pause(id, reason)),
        )
      },
    )
    app.post(
      '/live-tables/:id/resume',
      { ...guard('liveTables.resume'), schema: { params: liveTableParams, body: reasonRequest } },
      async (req) => {
        const { id } = req.params
        return ok(
          await act(actorOf(req), 'liveTables.resume', id, req.body.reason, (studio) => studio.resume(id)),
        )
      },
    )
  }
}
