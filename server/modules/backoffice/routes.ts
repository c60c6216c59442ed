import {
  addOperatorRequest,
  approveRequest,
  auditQuery,
  changeRoleRequest,
  depositsQuery,
  gameCode,
  gameStatusRequest,
  operatorId,
  operatorsQuery,
  reasonRequest,
  rejectRequest,
  secondFactorRequest,
  signInRequest,
  withdrawalId,
  withdrawalsQuery,
} from '#contract/backoffice.ts'
import type { App, AppContext } from '../../context.ts'
import { ok, unauthorized } from '../../http/envelope.ts'
import { auditPage } from '../operators/index.ts'
import type { OpenBets } from '../reports/index.ts'
import type { WithdrawalService } from '../wallet/index.ts'
import { campaignRoutes } from './campaignRoutes.ts'
import { channelRoutes } from './channelRoutes.ts'
import { contentRoutes } from './contentRoutes.ts'
import { dashboardRoutes } from './dashboardRoutes.ts'
import { depositsPage } from './deposits.ts'
import type { LotteryGames } from './draws.ts'
import type { GameService } from './games.ts'
import { actorOf, requireOperator } from './guard.ts'
import { matchRoutes } from './matchRoutes.ts'
import type { OperatorService } from './operators.ts'
import { playersRoutes } from './playersRoutes.ts'
import type { OperatorSignIn } from './signIn.ts'
import { withdrawalsPage } from './withdrawals.ts'

const signInLimit = {
  max: 10,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (req: { ip: string; body?: unknown }) =>
    `bo:${req.ip}:${String((req.body as { name?: unknown } | undefined)?.name ?? '').toLowerCase()}`,
}

/** /backoffice/api: the operators' console. Each route names its permission; all answer in the envelope. */
export function backofficeRoutes(
  ctx: AppContext,
  signIn: OperatorSignIn,
  operators: OperatorService,
  games: GameService,
  withdrawals: WithdrawalService,
  lotteryGames: LotteryGames,
  openBets: OpenBets,
) {
  const guard = (permission: Parameters<typeof requireOperator>[1]) => ({
    preHandler: requireOperator(signIn, permission),
  })
  return async (app: App) => {
    app.decorateRequest('operator', null)

    app.post(
      '/sign-in',
      { schema: { body: signInRequest }, config: { rateLimit: signInLimit } },
      async (req) => ok(await signIn.start(req.body.name, req.body.password)),
    )
    app.post(
      '/sign-in/second-factor',
      { schema: { body: secondFactorRequest }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
      async (req) => ok(await signIn.finish(req.body, req.ip)),
    )

    app.get('/me', guard('session.own'), async (req) => {
      const operator = req.operator
      if (!operator) throw unauthorized()
      return ok(signIn.me(operator))
    })
    app.post('/sign-out', guard('session.own'), async (req) => {
      if (req.operator) await signIn.end(req.operator.sessionId)
      return ok(null)
    })

    app.get(
      '/operators',
      { ...guard('operators.list'), schema: { querystring: operatorsQuery } },
      async (req) => ok(await operators.list(req.query)),
    )
    app.post(
      '/operators',
      { ...guard('operators.add'), schema: { body: addOperatorRequest } },
      async (req) => {
        // The new operator sees the secret and the codes at the first sign-in; the admin never does.
        const { id, name, role } = await operators.add(actorOf(req), req.body, { recoveryCodes: false })
        return ok({ id, name, role })
      },
    )
    app.post(
      '/operators/:id/role',
      { ...guard('operators.role'), schema: { params: operatorId, body: changeRoleRequest } },
      async (req) =>
        ok(await operators.changeRole(actorOf(req), req.params.id, req.body.role, req.body.reason)),
    )
    app.post(
      '/operators/:id/disable',
      { ...guard('operators.disable'), schema: { params: operatorId, body: reasonRequest } },
      async (req) => ok(await operators.setDisabled(actorOf(req), req.params.id, true, req.body.reason)),
    )
    app.post(
      '/operators/:id/enable',
      { ...guard('operators.disable'), schema: { params: operatorId, body: reasonRequest } },
      async (req) => ok(await operators.setDisabled(actorOf(req), req.params.id, false, req.body.reason)),
    )
    app.post(
      '/operators/:id/reset-totp',
      { ...guard('operators.resetTotp'), schema: { params: operatorId, body: reasonRequest } },
      async (req) => ok(await operators.resetTotp(actorOf(req), req.params.id, req.body.reason)),
    )

    app.get('/games', guard('games.list'), async () => ok(await games.list()))
    app.post(
      '/games/:id/status',
      { ...guard('games.status'), schema: { params: gameCode, body: gameStatusRequest } },
      async (req) => ok(await games.setStatus(actorOf(req), req.params.id, req.body.status, req.body.reason)),
    )

    app.get('/audit', { ...guard('audit.list'), schema: { querystring: auditQuery } }, async (req) =>
      ok(await auditPage(ctx.db, req.query)),
    )

    app.get(
      '/withdrawals',
      { ...guard('withdrawals.list'), schema: { querystring: withdrawalsQuery } },
      async (req) => ok(await withdrawalsPage(ctx.db, req.query)),
    )
    // The same service the CLI calls: its checks, its one-decision rule, its audit row.
    app.post(
      '/withdrawals/:id/approve',
      { ...guard('withdrawals.decide'), schema: { params: withdrawalId, body: approveRequest } },
      async (req) => ok(await withdrawals.decide(req.params.id, 'approve', req.body.reason, actorOf(req))),
    )
    app.post(
      '/withdrawals/:id/reject',
      { ...guard('withdrawals.decide'), schema: { params: withdrawalId, body: rejectRequest } },
      async (req) => ok(await withdrawals.decide(req.params.id, 'reject', req.body.reason, actorOf(req))),
    )

    await app.register(dashboardRoutes(ctx, guard, lotteryGames, openBets))
    await app.register(contentRoutes(ctx, signIn))
    await app.register(campaignRoutes(ctx, signIn))
    await app.register(channelRoutes(ctx, signIn))

    app.get('/deposits', { ...guard('deposits.list'), schema: { querystring: depositsQuery } }, async (req) =>
      ok(await depositsPage(ctx.db, req.query)),
    )
    playersRoutes(app, ctx, signIn)

    matchRoutes(ctx, guard)(app)
  }
}
