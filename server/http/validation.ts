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

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data)
    if (result.success) return { value: result.data }
    const issue = result.error.issues[0]
    const field = issue?.path.length ? issue.path.join('.') : (httpPart ?? 'body')
    return { error: new ValidationError(field, issue?.message ?? 'invalidValue') }
  }
