import { claimBody } from '#contract/rewards.ts'
import type { App, AppContext } from '../../context.ts'
import { ok } from '../../http/envelope.ts'
import { currentUser, requireUser } from '../../http/guard.ts'
import { perPlayer } from '../../http/limits.ts'
import { LEDGER_REFUSALS } from '../ledger/index.ts'
import { checkInService } from './checkIn.ts'
import { claimService } from './claims.ts'
import { extraBonusTerms } from './extraBonus.ts'

/** Spec §7 /activities: GET and POST api/v1/benefit/check_in (mounted under /activities). */
export function checkInRoutes(ctx: AppContext) {
  const service = checkInService(ctx)
  return async (app: App) => {
    app.addHook('onRequest', requireUser(ctx))
    // Spec §9's one second of freshness is the client's (its query's staleTime): the answer itself
    // is never kept by a browser cache, which would show a claim or an expiry late.
    app.get('/api/v1/benefit/check_in', async (req) => ok(await service.calendar(currentUser(req).id)))
    app.post(
      '/api/v1/benefit/check_in',
      {
        config: {
          ...perPlayer(30),
          errors: { 422: ['alreadyCheckedIn', 'noCheckInCampaign', ...LEDGER_REFUSALS] },
        },
      },
      async (req) => ok(await service.checkIn(currentUser(req).id)),
    )
  }
}

/** What a claim is refused with by the service it goes through (claims.ts). */
const CLAIM_REFUSALS = ['rewardNotFound', 'rewardNotEligible', 'rewardExpired', 'rewardDepositWithdrawn']

/** Spec §7 rewards: GET claim/bonus (schedules, tasks, bonus money) and POST claim/bonus { id }. */
export function claimRoutes(ctx: AppContext) {
  const service = claimService(ctx)
  return async (app: App) => {
    app.addHook('onRequest', requireUser(ctx))
    app.get('/claim/bonus', async (req) => ok(await service.overview(currentUser(req).id)))
    app.post(
      '/claim/bonus',
      {
        schema: { body: claimBody },
        config: {
          ...perPlayer(30),
          errors: { 422: [...CLAIM_REFUSALS, ...LEDGER_REFUSALS] },
        },
      },
      async (req) => ok(await service.claim(currentUser(req).id, req.body.id)),
    )
    // What a bet placed now would get on top of its winnings (the lottery confirmation shows it).
    app.get('/claim/extra_bonus', async () => ok(await extraBonusTerms(ctx.db, ctx.clock.now())))
  }
}
