import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { cricketResult, sportResult } from '#contract/backoffice.ts'
import type { MatchSport, MatchState } from '#contract/backofficeRoles.ts'
import type { CricketResult } from '#engine/index.ts'
import { postponedTooLong } from '#engine/index.ts'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { AppError, notFound, rejected } from '../../http/envelope.ts'
import { cricketMatches, matches } from '../fixtures/tables.ts'
import { type Actor, audited } from '../operators/index.ts'
import { stateOf } from './matches.ts'

type SportResult = z.output<typeof sportResult>
type CricketTyped = z.output<typeof cricketResult>
export interface TypedResult {
  score?: SportResult | undefined
  cricket?: CricketTyped | undefined
}

/** What the match row of either table gives an action. */
interface Locked {
  status: string
  suspended: boolean
  kickoff: Date
  balls: number
  home: string
  away: string
}

/** The match under a row lock, so two operators (or an operator and the feed) act one after the other. */
async function lock(tx: Db, sport: MatchSport, id: number): Promise<Locked> {
  if (sport === 'cricket') {
    const [m] = await tx.select().from(cricketMatches).where(eq(cricketMatches.id, id)).for('update')
    if (!m) throw notFound('matchNotFound')
    return m
  }
  const [m] = await tx
    .select()
    .from(matches)
    .where(and(eq(matches.id, id), eq(matches.game, sport)))
    .for('update')
  if (!m) throw notFound('matchNotFound')
  return { ...m, balls: 0 }
}

/** Conflicts with the match's state: told as 409 with the key naming why. */
const conflict = (key: string, state: MatchState) => new AppError(409, key, { state })

async function change(
  tx: Db,
  sport: MatchSport,
  id: number,
  now: Date,
  values: {
    status?: string
    suspended?: boolean
    result?: CricketResult
    halfHome?: number | null
    halfAway?: number | null
    fullHome?: number
    fullAway?: number
  },
) {
  if (sport === 'cricket') {
    const { status, suspended, result } = values
    await tx
      .update(cricketMatches)
      .set({ status, suspended, result, updatedAt: now })
      .where(eq(cricketMatches.id, id))
  } else {
    const { status, suspended, halfHome, halfAway, fullHome, fullAway } = values
    await tx
      .update(matches)
      .set({ status, suspended, halfHome, halfAway, fullHome, fullAway, updatedAt: now })
      .where(eq(matches.id, id))
  }
}

/** The typed innings as the engine settles them: who batted first follows from the toss and its choice. */
function cricketResultOf(typed: CricketTyped, balls: number): CricketResult {
  if (typed.home.balls > balls || typed.away.balls > balls)
    throw rejected('invalidScore', { field: 'cricket.home.balls', max: balls })
  const other = typed.toss === 'home' ? 'away' : 'home'
  return {
    ...typed,
    battedFirst: typed.decision === 'bat' ? typed.toss : other,
    superOver: typed.home.runs === typed.away.runs,
  }
}

/**
 * What traders do to a match: stop and restart its betting, void it before it is settled, and
 * type the result of a postponed match. Each change and its audit row commit together; voids and
 * results then run `settle`, the server's own settlement pass (app.jobs.sportsTick), which pays
 * through the betting core's one pay-once path: a bet is paid once whichever run reaches it first,
 * and a crash between the commit and the run is caught up by the next tick.
 */
export function matchActions(ctx: AppContext, settle: () => Promise<unknown>) {
  const target = (sport: MatchSport, id: number) => `match:${sport}:${id}`

  function setSuspended(actor: Actor, sport: MatchSport, id: number, suspended: boolean, reason: string) {
    const now = ctx.clock.now()
    return audited(ctx.db, actor, now, async (tx) => {
      const m = await lock(tx, sport, id)
      const state = stateOf(m)
      if (m.status !== 'scheduled') throw conflict('matchNotOpen', state)
      if (m.suspended === suspended)
        throw conflict(suspended ? 'matchAlreadySuspended' : 'matchNotSuspended', state)
      await change(tx, sport, id, now, { suspended })
      const after = stateOf({ status: m.status, suspended })
      return {
        result: { id, sport, state: after },
        entry: {
          action: suspended ? 'match.suspend' : 'match.resume',
          target: target(sport, id),
          before: { state },
          after: { state: after },
          reason,
        },
      }
    })
  }

  return {
    suspend: (actor: Actor, sport: MatchSport, id: number, reason: string) =>
      setSuspended(actor, sport, id, true, reason),
    resume: (actor: Actor, sport: MatchSport, id: number, reason: string) =>
      setSuspended(actor, sport, id, false, reason),

    /**
     * Voids a match that is not settled: its singles are refunded and its legs in multiples count
     * at odds 1, by the core's rule, once every other leg is decided. A void or played match is refused.
     */
    async void(actor: Actor, sport: MatchSport, id: number, reason: string) {
      const now = ctx.clock.now()
      await audited(ctx.db, actor, now, async (tx) => {
        const m = await lock(tx, sport, id)
        const state = stateOf(m)
        if (m.status === 'void') throw conflict('matchAlreadyVoid', state)
        if (m.status === 'finished') throw conflict('matchAlreadySettled', state)
        await change(tx, sport, id, now, { status: 'void', suspended: false })
        return {
          result: null,
          entry: {
            action: 'match.void',
            target: target(sport, id),
            before: { state },
            after: { state: 'void' },
            reason,
          },
        }
      })
      await settle()
      return { id, sport, state: 'void' as const }
    },

    /**
     * Enters a postponed match's result by hand, then settles its bets through the normal path.
     * Only within 36 hours of its start: past that the match is void by the rule its bets settle
     * by (the settlement pass turns it void), decided under the row lock the void pass waits on.
     */
    async result(actor: Actor, sport: MatchSport, id: number, typed: TypedResult, reason: string) {
      const now = ctx.clock.now()
      await audited(ctx.db, actor, now, async (tx) => {
        const m = await lock(tx, sport, id)
        const state = stateOf(m)
        if (m.status !== 'postponed') throw conflict('matchNotPostponed', state)
        if (postponedTooLong(m.kickoff, now)) throw conflict('matchPostponedTooLong', state)
        let after: object
        if (sport === 'cricket') {
          if (!typed.cricket) throw rejected('invalidScore', { field: 'cricket' })
          const result = cricketResultOf(typed.cricket, m.balls)
          await change(tx, sport, id, now, { status: 'finished', result })
          after = { state: 'finished', result }
        } else {
          if (!typed.score) throw rejected('invalidScore', { field: 'score' })
          const score = { halfHome: null, halfAway: null, ...typed.score }
          await change(tx, sport, id, now, { status: 'finished', ...score })
          after = { state: 'finished', score }
        }
        return {
          result: null,
          entry: { action: 'match.result', target: target(sport, id), before: { state }, after, reason },
        }
      })
      await settle()
      return { id, sport, state: 'finished' as const }
    },
  }
}
