import type { FastifyError, FastifyInstance } from 'fastify'
import { statusKey } from './clientErrors.ts'
import { AppError } from './envelope.ts'
import { ValidationError } from './validation.ts'

/** One place turns every failure into the envelope; 5xx never reveal internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ValidationError, request, reply) => {
    if (error instanceof ValidationError) {
      return reply
        .status(400)
        .send({ code: 400, msg: error.key, data: { field: error.field, key: error.key } })
    }
    if (error instanceof AppError) {
      // An outside service failed (a code gateway): the player gets a translated answer, the operator the cause.
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message)
      return reply.status(error.status).send({ code: error.code, msg: error.message, data: error.data })
    }
    const status = 'statusCode' in error && error.statusCode ? error.statusCode : 500
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error')
      return reply.status(500).send({ code: 500, msg: 'serverError', data: null })
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type, rate limit).
    return reply.status(status).send({ code: status, msg: statusKey(status), data: null })
  })
}
