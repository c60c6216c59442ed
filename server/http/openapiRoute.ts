import type { RouteOptions } from 'fastify'
import { z } from 'zod'
import type { GuardKind } from './guard.ts'
import { errorsOf, idempotencyOf } from './routeErrors.ts'

type Json = Record<string, unknown>

/**
 * A request part as JSON Schema 2020-12 (OpenAPI 3.1's dialect), from the zod schema the route
 * validates with: what the caller sends (`io: 'input'`), so a transformed field shows its wire form.
 * Money parsed to bigint is a decimal string on the wire.
 */
export function jsonSchemaOf(schema: unknown): Json | undefined {
  if (!schema) return undefined
  if (!(schema instanceof z.ZodType)) return schema as Json
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const type = zodSchema._zod.def.type
      if (type === 'bigint') Object.assign(jsonSchema, { type: 'string', pattern: '^-?\\d+$' })
      if (type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date-time' })
    },
  }) as Json
  return json
}

const SUCCESS: Json = {
  description: 'Done: the envelope with code 0.',
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: {
    code: { const: 0 },
    msg: { const: 'success' },
    data: {
      description:
        'The answer. Routes declare no response schema yet, so its shape is not described here; money is a decimal string of minor units (USDT in micro-units), never a JSON number.',
    },
  },
}

/**
 * The error envelope of one status: `code` mirrors it (1 for a business rule, 422), `msg` is a key.
 * A refusal answered with 200 (the studios' wallet) carries the caller's own code for it.
 */
function failure(status: number, keys: ReadonlySet<string>): Json {
  const validation = status === 400
  const code =
    status < 300
      ? { type: 'integer', not: { const: 0 }, description: "The caller's own code for it." }
      : { const: status === 422 ? 1 : status }
  return {
    description: `${status >= 500 ? 'Failed' : 'Refused'}: ${[...keys].join(', ')}.`,
    type: 'object',
    required: ['code', 'msg', 'data'],
    properties: {
      code,
      msg: validation
        ? { type: 'string', description: `One of ${[...keys].join(', ')}, or a key a field names itself.` }
        : { enum: [...keys] },
      data: validation
        ? {
            description: 'For a refused field: which one and why.',
            anyOf: [
              { type: 'null' },
              { type: 'object', properties: { field: { type: 'string' }, key: { type: 'string' } } },
            ],
          }
        : { description: 'Details of the refusal, or null.' },
    },
  }
}

const SECURITY: Record<GuardKind, Record<string, string[]>[]> = {
  player: [{ player: [] }],
  optionalPlayer: [{}, { player: [] }],
  operator: [{ operator: [] }],
}

function headersOf(route: RouteOptions, source: string, guards: readonly GuardKind[]): Json | undefined {
  const properties: Record<string, Json> = {}
  const required: string[] = []
  const key = idempotencyOf(source)
  if (key) {
    properties['idempotency-key'] = {
      type: 'string',
      pattern: '^[A-Za-z0-9_-]{8,64}$',
      description:
        'Chosen by the client for this money action and resent unchanged on a retry: it runs once.',
    }
    if (key === 'required') required.push('idempotency-key')
  }
  if (guards.includes('player') || guards.includes('optionalPlayer')) {
    properties.uid = { type: 'string', description: "The player's id; when sent it must be the token's." }
  }
  for (const [name, description] of Object.entries(route.config?.headers ?? {})) {
    properties[name] = { type: 'string', description }
    required.push(name)
  }
  if (Object.keys(properties).length === 0) return undefined
  return { type: 'object', properties, required }
}

// One tag per part of the product, so the page lists a few groups instead of 250 operations.
const TAGS: readonly [RegExp, string][] = [
  [/^\/backoffice\/api\//, 'back office'],
  [/^\/provider\//, 'game studios: seamless wallet'],
  [/^\/(sandbox|sports\/demo)\//, 'sandbox (demo only)'],
  [/^\/(otherChat|sports\/(customer|customer_service|messagesync)$)/, 'live support'],
  [/^\/sports\/(sign|reg|refresh|forget)/, 'sign-in'],
  [
    /^\/sports\/(recharge|continueRecharge|pay|withdraw|getWithdrawBankList|bank_information|member\/(transfer|change_log))/,
    'wallet',
  ],
  [/^\/sports\/(\w*marksix|pk10|airship|lottery)\b/, 'lottery'],
  [/^\/sports\/(soccer|basketball|bd|cricketAPI|cricket|game_config)\b/, 'sports and cricket'],
  [/^\/(pggame|tadaGame|3rd-game|playcard|nggame|sports\/(pg2|winfinity))\//, 'games'],
  [/^\/(activities|sports\/claim)\//, 'rewards'],
  [/^\/sports\/(notice|ad|push)\b/, 'notices and push'],
  [/^\/sports\/(member|verify|nickname|account|email|phone|share|api\/v1\/vip)\b/, 'players'],
]
const tagOf = (url: string) => TAGS.find(([pattern]) => pattern.test(url))?.[1] ?? 'site'

/** @fastify/swagger's per-route transform: the route's request, answers and refusals, described. */
export const describeRoute =
  (guardsOf: (route: RouteOptions) => readonly GuardKind[], sourceOf: (route: RouteOptions) => string) =>
  ({ schema, url, route }: { schema: unknown; url: string; route: RouteOptions }) => {
    const parts = (schema ?? {}) as Json
    const guards = guardsOf(route)
    const source = sourceOf(route)
    const response: Record<string, Json> = { 200: SUCCESS }
    for (const [status, keys] of [...errorsOf(route, source, guards)].sort(([a], [b]) => a - b))
      response[status] =
        status === 200
          ? { description: 'Done, or refused', anyOf: [SUCCESS, failure(status, keys)] }
          : failure(status, keys)
    const guard = guards[0]
    return {
      url,
      schema: {
        // @fastify/websocket hides its routes; the sockets are part of the API all the same.
        ...(parts.hide && !route.websocket ? { hide: true } : {}),
        tags: [tagOf(url)],
        ...(route.websocket ? { description: 'A WebSocket: upgrade this GET.' } : {}),
        body: jsonSchemaOf(parts.body),
        querystring: jsonSchemaOf(parts.querystring),
        params: jsonSchemaOf(parts.params),
        headers: headersOf(route, source, guards),
        ...(guard ? { security: SECURITY[guard] } : {}),
        response,
      },
    }
  }
