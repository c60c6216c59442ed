import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import type { AppContext, CurrentUser } from '../context.ts'
import { unauthorized } from './envelope.ts'

/** The access token of an `Authorization: Bearer …` header, if any. */
export const bearer = (req: FastifyRequest) => {
  const header = req.headers.authorization
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null
}

/** Who a guard lets through: a signed-in player, anyone (a player's token is checked if sent), an operator. */
export type GuardKind = 'player' | 'optionalPlayer' | 'operator'
type Guard = ((req: FastifyRequest, reply: FastifyReply) => Promise<void>) & { [GUARD]?: GuardKind }
const GUARD = Symbol('auth guard')

/** Marks a hook as a guard, so `guardsFirst` runs it before parsing and validation (the back office's). */
export function asGuard(
  hook: (req: FastifyRequest, reply: FastifyReply) => Promise<void>,
  kind: GuardKind = 'operator',
): Guard {
  const guard: Guard = hook
  guard[GUARD] = kind
  return guard
}

/** The kind of guard a hook is, or null for any other hook (the API description names who may call). */
export const guardKind = (hook: unknown): GuardKind | null =>
  typeof hook === 'function' ? ((hook as Guard)[GUARD] ?? null) : null

/**
 * Hook for routes that need a signed-in player. The optional `uid` header must agree with the
 * token, so a client that mixed up two accounts' credentials is refused rather than served.
 * Register it as `onRequest` (or a route's `preHandler`, which `guardsFirst` moves there).
 */
export function requireUser(ctx: AppContext): Guard {
  const guard: Guard = async function requireSignedIn(req) {
    const token = bearer(req)
    const claims = token ? await ctx.signer.verify(token, ctx.clock.now()) : null
    if (!claims) throw unauthorized()
    const uid = req.headers.uid
    if (typeof uid === 'string' && uid !== '' && uid !== String(claims.userId)) throw unauthorized()
    req.user = { id: claims.userId, role: claims.role }
  }
  guard[GUARD] = 'player'
  return guard
}

/** Hook for routes open to visitors that behave differently for a signed-in player. */
export function optionalUser(ctx: AppContext): Guard {
  const strict = requireUser(ctx)
  const guard: Guard = async function optionalSignedIn(req, reply) {
    if (!bearer(req)) return
    await strict(req, reply)
  }
  guard[GUARD] = 'optionalPlayer'
  return guard
}

const hooks = (h: unknown) => (Array.isArray(h) ? h : h ? [h] : []) as Guard[]

/**
 * onRoute hook: who is asking is settled before the body is parsed or validated. A guard given
 * as a route's preHandler would run only after validation, so a visitor would be told what the
 * schema wants (400) instead of to sign in (401), and would get the body parsed for free.
 */
export function guardsFirst(route: RouteOptions) {
  const pre = hooks(route.preHandler)
  const guards = pre.filter((h) => h[GUARD])
  if (guards.length === 0) return
  route.preHandler = pre.filter((h) => !h[GUARD])
  route.onRequest = [...guards, ...hooks(route.onRequest)]
}

export function currentUser(req: FastifyRequest): CurrentUser {
  if (!req.user) throw unauthorized()
  return req.user
}
