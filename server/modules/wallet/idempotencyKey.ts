import type { FastifyRequest } from 'fastify'
import { AppError } from '../../http/envelope.ts'

/**
 * Every request that moves money carries an Idempotency-Key header chosen by the client and
 * resent unchanged on a retry, so a timeout never turns into a second payment.
 */
export function idempotencyKey(req: FastifyRequest): string {
  const key = req.headers['idempotency-key']
  if (typeof key !== 'string' || !/^[A-Za-z0-9_-]{8,64}$/.test(key)) {
    throw new AppError(400, 'idempotencyKeyRequired', { field: 'Idempotency-Key' })
  }
  return key
}
