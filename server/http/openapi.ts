import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, RouteOptions } from 'fastify'
import type { Config } from '../config.ts'
import { type GuardKind, guardKind } from './guard.ts'
import { describeRoute } from './openapiRoute.ts'

/**
 * The plugin-level hooks of the instance a route is added on. Fastify keeps them behind a private
 * symbol and gives routes only their own: a module's `addHook('onRequest', requireUser(ctx))` is
 * found here. openapi.test.ts fails if Fastify moves them (a signed-in route would lose its 401).
 */
function instanceOnRequest(instance: FastifyInstance): unknown[] {
  const key = Object.getOwnPropertySymbols(instance).find((s) => s.description === 'fastify.hooks')
  const hooks = key ? (instance as unknown as Record<symbol, { onRequest?: unknown[] }>)[key] : undefined
  return hooks?.onRequest ?? []
}

const list = (h: unknown): unknown[] => (Array.isArray(h) ? h : h ? [h] : [])

/**
 * The API describes itself (demo mode only): an OpenAPI 3.1 document made from the zod schemas the
 * routes validate with, at /docs/json, and a browsable page at /docs. Register it before any route:
 * routes are collected as they are added.
 */
export function apiDocs(config: Config) {
  const plugin = async (app: FastifyInstance) => {
    if (config.APP_MODE !== 'demo') return
    // A plugin's hooks are added after its routes are (Fastify defers them): the route's instance
    // is kept, and its guards read when the document is made, once the app is ready.
    const instances = new WeakMap<RouteOptions, FastifyInstance>()
    // The handler as written: @fastify/websocket later wraps every route's handler in its own.
    const sources = new WeakMap<RouteOptions, string>()
    app.addHook('onRoute', function keepInstance(this: FastifyInstance, route) {
      instances.set(route, this)
      sources.set(route, String(route.handler))
    })
    const sourceOf = (route: RouteOptions) => sources.get(route) ?? String(route.handler)
    const guardsOf = (route: RouteOptions) => {
      const instance = instances.get(route)
      const hooks = [
        ...(instance ? instanceOnRequest(instance) : []),
        ...list(route.onRequest),
        ...list(route.preHandler),
      ]
      return hooks.map(guardKind).filter((k): k is GuardKind => k !== null)
    }
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Betsuite API',
          version: '1',
          description:
            'Every answer is the envelope `{ code, msg, data }`: code 0 is success; otherwise `msg` is a message key the client translates and `code` mirrors the HTTP status (1 for a business rule, HTTP 422). Money is bigint minor units, a decimal string on the wire. Requests that move money carry an Idempotency-Key.',
        },
        components: {
          securitySchemes: {
            player: {
              type: 'http',
              scheme: 'bearer',
              description: "A player's access token (POST /sports/sign_in).",
            },
            operator: {
              type: 'http',
              scheme: 'bearer',
              description:
                "An operator's session token (POST /backoffice/api/sign-in, then the second factor).",
            },
          },
        },
      },
      transform: describeRoute(guardsOf, sourceOf),
    })
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      // No call-outs: the page validates nothing at swagger.io and loads only its own files.
      uiConfig: { validatorUrl: null, deepLinking: true, docExpansion: 'none' },
    })
  }
  // Not encapsulated: its onRoute hooks must see every route of the app.
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true })
}
