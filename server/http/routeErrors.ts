import type { RouteOptions } from 'fastify'
import type { GuardKind } from './guard.ts'

/** What a route refuses with, by HTTP status: the message keys (`msg`) of its error envelopes. */
export type RouteErrors = Partial<Record<number, readonly string[]>>

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The refusals of this route's own rules that the API description cannot find in the handler
     * (those its services raise). Guards, schemas, rate limits and the Idempotency-Key are derived.
     */
    errors?: RouteErrors
    /** Request headers the route reads besides Authorization and Idempotency-Key: name → what it is. */
    headers?: Readonly<Record<string, string>>
  }
}

/** The keys a schema's refusal may carry (validation.ts), unless a field names its own. */
export const VALIDATION_KEYS = [
  'required',
  'invalidType',
  'tooShort',
  'tooLong',
  'tooSmall',
  'tooBig',
  'invalidEmail',
  'invalidFormat',
  'invalidValue',
  'invalidCharacters',
] as const

// The handler's own refusals, spelled as envelope.ts spells them. The source is read as it runs,
// so a bundler's or test runner's rewriting (`(0, m.rejected)("key")`) reads the same.
const Q = `['"\`]`
const call = (name: string, args: string) => new RegExp(`\\b${name}\\)?\\(\\s*${args}`, 'g')
const RAISES: readonly [RegExp, (m: RegExpMatchArray) => [number, string]][] = [
  [call('rejected', `${Q}(\\w+)${Q}`), (m) => [422, m[1] ?? '']],
  [call('notFound', `${Q}(\\w+)${Q}`), (m) => [404, m[1] ?? '']],
  [call('notFound', '\\)'), () => [404, 'notFound']],
  [call('unauthorized', '\\)'), () => [401, 'unauthorizedError']],
  [call('AppError', `(\\d{3}),\\s*${Q}(\\w+)${Q}`), (m) => [Number(m[1]), m[2] ?? '']],
]

/** Whether the handler (its source) takes the caller's Idempotency-Key (wallet/idempotencyKey.ts), and must. */
export function idempotencyOf(source: string): 'required' | 'optional' | null {
  if (!call('idempotencyKey', '').test(source)) return null
  const optional = new RegExp(`\\[\\s*${Q}idempotency-key${Q}\\s*\\]\\s*===\\s*undefined`)
  return optional.test(source) ? 'optional' : 'required'
}

/**
 * Every refusal a route can answer, by status: derived from its schema parts, its guards, its rate
 * limit, its Idempotency-Key and the refusals written in its handler, plus what it declares in
 * `config.errors`. Every route may also answer 500 serverError.
 */
export function errorsOf(
  route: RouteOptions,
  source: string,
  guards: readonly GuardKind[],
): Map<number, Set<string>> {
  const found = new Map<number, Set<string>>()
  const add = (status: number, ...keys: readonly string[]) => {
    const set = found.get(status) ?? new Set<string>()
    for (const key of keys) set.add(key)
    found.set(status, set)
  }
  const schema = (route.schema ?? {}) as Record<string, unknown>
  if (schema.body || schema.querystring || schema.params) add(400, ...VALIDATION_KEYS)
  // Fastify's own refusals of a body it cannot read (clientErrors.ts statusKey).
  if (schema.body) {
    add(400, 'badRequest')
    add(413, 'requestTooLarge')
    add(415, 'badRequest')
  }
  if (guards.length) add(401, 'unauthorizedError')
  if (guards.includes('operator')) add(403, 'forbiddenForRole')
  const config = (route.config ?? {}) as { rateLimit?: unknown; errors?: RouteErrors }
  if (config.rateLimit) add(429, 'tooManyRequests')
  if (idempotencyOf(source)) {
    add(400, 'idempotencyKeyRequired')
    add(422, 'idempotencyKeyReused')
  }
  for (const [pattern, read] of RAISES) {
    for (const match of source.matchAll(pattern)) add(...read(match))
  }
  for (const [status, keys] of Object.entries(config.errors ?? {})) add(Number(status), ...(keys ?? []))
  add(500, 'serverError')
  return found
}
