import type { FastifyReply, FastifyRequest } from 'fastify'
import { type AppContext, bearer, type CurrentUser } from '../../context.ts'
import { unauthorized } from '../../http/envelope.ts'

/**
 * preHandler for routes that need a signed-in player. The optional `uid` header must agree with
 * the token, so a client that mixed up two accounts' credentials is refused rather than served.
 */
export function requireUser(ctx: AppContext) {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    const token = bearer(req)
    const claims = token ? await ctx.signer.verify(token, ctx.clock.now()) : null
    if (!claims) throw unauthorized()
    const uid = req.headers.uid
    if (typeof uid === 'string' && uid !== '' && uid !== String(claims.userId)) throw unauthorized()
    req.user = { id: claims.userId, role: claims.role }
  }
}

/** preHandler for routes open to visitors that behave differently for a signed-in player. */
export function optionalUser(ctx: AppContext) {
  const strict = requireUser(ctx)
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (!bearer(req)) return
    await strict(req, reply)
  }
}

export function currentUser(req: FastifyRequest): CurrentUser {
  if (!req.user) throw unauthorized()
  return req.user
}
