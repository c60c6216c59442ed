import {
  adjustRequest,
  playerBetsQuery,
  playerId,
  playerListQuery,
  playersQuery,
  reasonRequest,
} from '#contract/backoffice.ts'
import type { Permission } from '#contract/backofficeRoles.ts'
import type { PlayerProtection } from '#contract/protection.ts'
import type { App, AppContext } from '../../context.ts'
import { ok } from '../../http/envelope.ts'
import { breaksOf, readLimits } from '../protection/index.ts'
import { actorOf, requireOperator } from './guard.ts'
import { playerActions } from './playerActions.ts'
import { playerBets } from './playerBets.ts'
import {
  playerDeposits,
  playerDetail,
  playerInvitees,
  playerLedger,
  playerOf,
  playersPage,
  playerWithdrawals,
} from './players.ts'
import type { OperatorSignIn } from './signIn.ts'

/** /backoffice/api/players: search, one player's record, and the audited actions on them. */
export function playersRoutes(app: App, ctx: AppContext, signIn: OperatorSignIn) {
  const guard = (permission: Permission) => ({ preHandler: requireOperator(signIn, permission) })
  const actions = playerActions(ctx)
  const read = { ...guard('players.list') }

  app.get('/players', { ...read, schema: { querystring: playersQuery } }, async (req) =>
    ok(await playersPage(ctx.db, req.query)),
  )
  app.get('/players/:id', { ...read, schema: { params: playerId } }, async (req) =>
    ok(await playerDetail(ctx.db, req.params.id, ctx.clock.now())),
  )
  const lists = {
    ledger: playerLedger,
    deposits: playerDeposits,
    withdrawals: playerWithdrawals,
    invitees: playerInvitees,
  }
  for (const [path, list] of Object.entries(lists))
    app.get(
      `/players/:id/${path}`,
      { ...read, schema: { params: playerId, querystring: playerListQuery } },
      async (req) => ok(await list(ctx.db, req.params.id, req.query)),
    )
  // Read-only for every role that sees players: a break or a limit is the player's own.
  app.get('/players/:id/protection', { ...read, schema: { params: playerId } }, async (req) => {
    await playerOf(ctx.db, req.params.id)
    const now = ctx.clock.now()
    const answer: PlayerProtection = {
      limits: await readLimits(ctx.db, req.params.id, now),
      ...(await breaksOf(ctx.db, req.params.id, now)),
    }
    return ok(answer)
  })
  app.get(
    '/players/:id/bets',
    { ...read, schema: { params: playerId, querystring: playerBetsQuery } },
    async (req) => ok(await playerBets(ctx.db, req.params.id, req.query)),
  )

  const reasoned = (permission: Permission) => ({
    ...guard(permission),
    schema: { params: playerId, body: reasonRequest },
  })
  app.post('/players/:id/lock', reasoned('players.lock'), async (req) =>
    ok(await actions.setLocked(actorOf(req), req.params.id, true, req.body.reason)),
  )
  app.post('/players/:id/unlock', reasoned('players.lock'), async (req) =>
    ok(await actions.setLocked(actorOf(req), req.params.id, false, req.body.reason)),
  )
  app.post('/players/:id/end-sessions', reasoned('players.sessions'), async (req) =>
    ok(await actions.endSessions(actorOf(req), req.params.id, req.body.reason)),
  )
  app.post('/players/:id/allow-withdrawals', reasoned('players.withdrawals'), async (req) =>
    ok(await actions.setWithdrawals(actorOf(req), req.params.id, true, req.body.reason)),
  )
  app.post('/players/:id/disallow-withdrawals', reasoned('players.withdrawals'), async (req) =>
    ok(await actions.setWithdrawals(actorOf(req), req.params.id, false, req.body.reason)),
  )
  app.post(
    '/players/:id/adjust',
    { ...guard('players.adjust'), schema: { params: playerId, body: adjustRequest } },
    async (req) => ok(await actions.adjust(actorOf(req), req.params.id, req.body)),
  )
}
