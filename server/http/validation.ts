import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify'
import { z } from 'zod'

/** Lets route handlers see `z.output` of the schemas given in `schema: { body, querystring, params }`. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown
}

export class ValidationError extends Error {
  readonly field: string
  readonly key: string
  readonly statusCode = 400

  constructor(field: string, key: string) {
    super(key)
    this.field = field
    this.key = key
  }
}

/**
 * Zod's default texts are English sentences; the API answers with message keys instead, so the
 * client can show them in the player's language. A schema may still name its own key.
 */
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined ? 'required' : 'invalidType'
      case 'too_small':
        return issue.origin === 'string' ? (issue.minimum === 1 ? 'required' : 'tooShort') : 'tooSmall'
      case 'too_big':
        return issue.origin === 'string' ? 'tooLong' : 'tooBig'
      case 'invalid_format':
        return issue.format === 'email' ? 'invalidEmail' : 'invalidFormat'
      default:
        return 'invalidValue'
    }
  },
})

/**
 * Where in a parsed request a string holds a NUL or a lone surrogate, or null. Neither is text a
 * person types: PostgreSQL refuses NUL in text (a 500 if it gets that far) and a lone surrogate
 * cannot be stored as UTF-8 without silently changing it. Keys are checked as well as values.
 */
export function unsafeTextPath(value: unknown): string[] | null {
  const bad = (s: string) => s.includes('\u0000') || !s.isWellFormed()
  // An explicit stack, not recursion: a body may be JSON nested thousands of levels deep. Each
  // entry links to its parent, so the path is spelled out only for the one that is refused.
  type Entry = { value: unknown; key: string | null; parent: Entry | null }
  const pathOf = (entry: Entry | null, key?: string): string[] => {
    const path = key === undefined ? [] : [key]
    for (let e = entry; e?.key != null; e = e.parent) path.push(e.key)
    return path.reverse()
  }
  const pending: Entry[] = [{ value, key: null, parent: null }]
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (bad(next.value)) return pathOf(next)
    } else if (next.value !== null && typeof next.value === 'object') {
      for (const [key, inner] of Object.entries(next.value)) {
        if (bad(key)) return pathOf(next, key)
        pending.push({ value: inner, key, parent: next })
      }
    }
  }
  return null
}

/**
 * Every route's body, query and params go through here: text no one can type is refused first,
 * for every field of every schema at once, then the route's own schema decides.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const unsafe = unsafeTextPath(data)
    if (unsafe) {
      return {
        error: new ValidationError(
          unsafe.length ? unsafe.slice(0, 8).join('.') : (httpPart ?? 'body'),
          'invalidCharacters',
        ),
      }
    }
    const result = schema.safeParse(data)
    if (result.success) return { value: result.data }
    const issue = result.error.issues[0]
    const field = issue?.path.length ? issue.path.join('.') : (httpPart ?? 'body')
    return { error: new ValidationError(field, issue?.message ?? 'invalidValue') }
  }
