import SwaggerParser from '@apidevtools/swagger-parser'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCTION_ENV, testApp } from '../test/harness.ts'
import { routesOf } from './routeCatalog.ts'

type Schema = {
  anyOf?: Schema[]
  required?: string[]
  properties: Record<'code' | 'msg' | 'data', { enum?: unknown[]; const?: unknown }>
}
type Media = { content: Record<string, { schema: Schema }> }
interface Operation {
  security?: unknown
  parameters?: unknown[]
  requestBody: Media
  responses: Record<string, Media>
}
let t: Awaited<ReturnType<typeof testApp>>
let doc: { openapi: string; paths: Record<string, Record<string, Operation>> }

beforeAll(async () => {
  t = await testApp()
  const res = await t.app.inject({ url: '/docs/json' })
  expect(res.statusCode).toBe(200)
  doc = res.json()
}, 120_000)
afterAll(() => t.close())

// Fastify's `:id` is OpenAPI's `{id}`.
const pathOf = (url: string) => url.replace(/:(\w+)/g, '{$1}')
const operation = (method: string, url: string): Operation | undefined =>
  doc.paths[pathOf(url)]?.[method.toLowerCase()]
const described = (method: string, url: string): Operation => {
  const op = operation(method, url)
  if (!op) throw new Error(`${method} ${url} is not described`)
  return op
}
const ajv = new Ajv2020({ strict: false, allErrors: true })
const answerSchema = (op: Operation, status: number) => {
  const schema = op.responses[status]?.content['application/json']?.schema
  if (!schema) throw new Error(`no ${status} answer is described`)
  return schema
}
const bodySchema = (op: Operation) => {
  const schema = op.requestBody.content['application/json']?.schema
  if (!schema) throw new Error('no JSON body is described')
  return schema
}
const matches = (schema: object, value: unknown) => {
  const check = ajv.compile(schema)
  return check(value) ? [] : (check.errors ?? [])
}

describe('the API describes itself (demo mode)', () => {
  it('describes every route the app has', () => {
    const routes = routesOf(t.app).filter((r) => r.method !== 'HEAD')
    expect(routes.length).toBeGreaterThan(200)
    const missing = routes.filter((r) => !operation(r.method, r.url)).map((r) => `${r.method} ${r.url}`)
    expect(missing).toEqual([])
    // The site's pages and the description's own are not the API.
    expect(doc.paths['/docs/json']).toBeUndefined()
  })

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0')
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy()
  })

  it('every answer is the envelope, every refusal names its message keys', () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const where = `${method} ${path}`
        // A studio's wallet call answers 200 for a refusal too, with its own code.
        for (const answer of answerSchema(op, 200).anyOf ?? [answerSchema(op, 200)])
          expect([where, answer.required]).toEqual([where, ['code', 'msg', 'data']])
        expect([where, answerSchema(op, 500).properties.msg.enum]).toEqual([where, ['serverError']])
      }
    }
  })

  it('names who may call, the headers that matter and the refusals of guards and handlers', () => {
    const withdraw = described('POST', '/sports/withdraw')
    expect(withdraw.security).toEqual([{ player: [] }])
    expect(withdraw.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true }),
    )
    expect(answerSchema(withdraw, 401).properties.msg.enum).toEqual(['unauthorizedError'])
    const operators = described('POST', '/backoffice/api/operators')
    expect(operators.security).toEqual([{ operator: [] }])
    expect(answerSchema(operators, 403).properties.msg.enum).toEqual(['forbiddenForRole'])
    expect(operation('GET', '/sports/site_config')?.security).toBeUndefined()
    // Written in the handler: a wrong password is a business rule, code 1.
    const signIn = answerSchema(described('POST', '/sports/sign_in'), 422)
    expect(signIn.properties.code.enum ?? [signIn.properties.code.const]).toEqual([1])
    expect(signIn.properties.msg.enum).toContain('invalidCredentials')
    expect(answerSchema(described('POST', '/sports/sign_in'), 429).properties.msg.enum).toEqual([
      'tooManyRequests',
    ])
  })

  it('lists the refusals a route declares for the services it calls', () => {
    const bet = answerSchema(described('POST', '/sports/soccer/bet'), 422).properties.msg.enum
    expect(bet).toEqual(expect.arrayContaining(['oddsChanged', 'belowMinBet', 'insufficientBalance']))
    const debit = described('POST', '/provider/games/:provider/debit')
    expect(debit.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'x-studio-signature', required: true }),
    )
    const refused = answerSchema(debit, 200).anyOf?.[1]?.properties.msg.enum
    expect(refused).toEqual(
      expect.arrayContaining(['invalidToken', 'insufficientBalance', 'duplicateTransaction']),
    )
    expect(answerSchema(debit, 401).properties.msg.enum).toEqual(['badSignature'])
  })

  it('a request the document describes gets an answer the document describes', async () => {
    const op = described('POST', '/sports/sign_in')
    const body = { account: 'demo', password: 'Demo1234' }
    expect(matches(bodySchema(op), body)).toEqual([])
    const done = await t.app.inject({ method: 'POST', url: '/sports/sign_in', payload: body })
    expect(done.statusCode).toBe(200)
    expect(matches(answerSchema(op, 200), done.json())).toEqual([])

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/sports/sign_in',
      payload: { ...body, password: 'nope' },
    })
    expect(wrong.statusCode).toBe(422)
    expect(matches(answerSchema(op, 422), wrong.json())).toEqual([])

    const missing = { account: 'demo' }
    expect(matches(bodySchema(op), missing)).not.toEqual([])
    const refused = await t.app.inject({ method: 'POST', url: '/sports/sign_in', payload: missing })
    expect(refused.statusCode).toBe(400)
    expect(matches(answerSchema(op, 400), refused.json())).toEqual([])
  })

  it('serves a browsable page at /docs', async () => {
    const page = await t.app.inject({ url: '/docs' })
    const html = page.statusCode === 302 ? await t.app.inject({ url: String(page.headers.location) }) : page
    expect(html.statusCode).toBe(200)
    expect(html.headers['content-type']).toMatch(/^text\/html/)
  })
})

describe('in production', () => {
  let prod: Awaited<ReturnType<typeof testApp>>
  beforeAll(async () => {
    prod = await testApp({ env: PRODUCTION_ENV })
  }, 120_000)
  afterAll(() => prod.close())

  it('there is no API description: /docs and /docs/json are not found', async () => {
    for (const url of ['/docs', '/docs/json', '/docs/static/index.html']) {
      const res = await prod.app.inject({ url })
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        404,
        { code: 404, msg: 'notFound', data: null },
      ])
    }
  })
})
