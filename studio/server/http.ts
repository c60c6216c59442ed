import type { IncomingMessage, ServerResponse } from 'node:http'
import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify'
import type { z } from 'zod'

/** The studio's routes: Fastify with zod schemas (the host's own type provider is its business). */
export type StudioApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodProvider
>

interface ZodProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown
}

/** The studio answers as the operators it serves expect: `{ code, msg, data }`, code 0 on success. */
export function ok<T>(data: T) {
  return { code: 0, msg: 'success', data }
}

/** A refusal the studio answers with: a message key; `code` 1 for a rule (422), otherwise the status. */
export class StudioError extends Error {
  readonly status: number
  readonly code: number
  readonly data: unknown

  constructor(status: number, msg: string, data: unknown = null) {
    super(msg)
    this.status = status
    this.code = status === 422 ? 1 : status
    this.data = data
  }
}

/** Text no one types (NUL, a lone surrogate): PostgreSQL refuses the one and cannot store the other. */
const untypable = (value: unknown, depth = 0): boolean =>
  typeof value === 'string'
    ? value.includes('\u0000') || !value.isWellFormed()
    : value !== null &&
      typeof value === 'object' &&
      Object.entries(value).some(([key, inner]) => untypable(key) || untypable(inner, depth + 1))

/** No studio request nests deeper than a few levels: a deeper one is refused before it is walked. */
const MAX_DEPTH = 32
const tooDeep = (value: unknown, depth = 0): boolean =>
  depth > MAX_DEPTH ||
  (value !== null && typeof value === 'object' && Object.values(value).some((v) => tooDeep(v, depth + 1)))

class BadRequest extends Error {
  readonly statusCode = 400
  readonly field: string
  constructor(field: string, key: string) {
    super(key)
    this.field = field
  }
}

const validator: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    if (tooDeep(data)) return { error: new BadRequest(httpPart ?? 'body', 'invalidValue') }
    if (untypable(data)) return { error: new BadRequest(httpPart ?? 'body', 'invalidCharacters') }
    const result = schema.safeParse(data)
    if (result.success) return { value: result.data }
    const issue = result.error.issues[0]
    const field = issue?.path.length ? issue.path.join('.') : (httpPart ?? 'body')
    return { error: new BadRequest(field, issue?.message ?? 'invalidValue') }
  }

/**
 * The studio's own request checks, error answers and money serialising, inside its plugin (so
 * they hold for its routes whatever the host app does): the studio is an outside service mounted
 * next to the site, not a part of it.
 */
export function studioHttp(app: FastifyInstance) {
  app.setValidatorCompiler(validator)
  app.setReplySerializer((payload) =>
    JSON.stringify(payload, (_key, v) => (typeof v === 'bigint' ? v.toString() : v)),
  )
  app.setErrorHandler((error: FastifyError | StudioError | BadRequest, request, reply) => {
    if (error instanceof BadRequest)
      return reply
        .status(400)
        .send({ code: 400, msg: error.message, data: { field: error.field, key: error.message } })
    if (error instanceof StudioError)
      return reply.status(error.status).send({ code: error.code, msg: error.message, data: error.data })
    const status = 'statusCode' in error && error.statusCode ? error.statusCode : 500
    if (status >= 500) {
      request.log.error({ err: error }, 'studio error')
      return reply.status(500).send({ code: 500, msg: 'serverError', data: null })
    }
    // Fastify's own 4xx (malformed JSON, body too large) and the rate limit's.
    const msg = status === 429 ? 'tooManyRequests' : status === 413 ? 'requestTooLarge' : 'badRequest'
    return reply.status(status).send({ code: status, msg, data: null })
  })
}
