import type { FastifyRequest } from 'fastify'
import { can, type Permission } from '#contract/backofficeRoles.ts'
import { AppError, unauthorized } from '../../http/envelope.ts'
import { asGuard, bearer } from '../../http/guard.ts'
import type { Actor } from '../operators/index.ts'
import type { OperatorSignIn, SignedInOperator } from './signIn.ts'

declare module 'fastify' {
  interface FastifyRequest {
    operator: SignedInOperator | null
  }
}

/**
 * Every back-office route names the permission it needs (contract/backoffice.ts PERMISSIONS). No
 * operator session: 401, whatever else the token is (a player's is not one). A role without the
 * permission: 403 before the body is read, so nothing changes.
 */
export const requireOperator = (signIn: OperatorSignIn, permission: Permission) =>
  asGuard(async (req) => {
    const token = bearer(req)
    const operator = token ? await signIn.verify(token) : null
    if (!operator) throw unauthorized()
    if (!can(operator.role, permission)) throw new AppError(403, 'forbiddenForRole', { permission })
    req.operator = operator
  })

export function actorOf(req: FastifyRequest): Actor {
  const operator = req.operator
  if (!operator) throw unauthorized()
  return { kind: 'operator', id: operator.id, name: operator.name, role: operator.role, address: req.ip }
}
