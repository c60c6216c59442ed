import { constants } from 'node:zlib'
import compress from '@fastify/compress'
import formbody from '@fastify/formbody'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyServerOptions } from 'fastify'
import type { Config } from '../config.ts'
import type { App } from '../context.ts'
import { clientErrorHandler, frameworkErrors } from './clientErrors.ts'
import { registerErrorHandling } from './errors.ts'
import { guardsFirst } from './guard.ts'
import { loggerOptions } from './logging.ts'
import type { Metrics } from './metrics.ts'
import { apiDocs } from './openapi.ts'
import { recordRoutes } from './routeCatalog.ts'
import { zodValidatorCompiler } from './validation.ts'

/**
 * The Fastify instance every route is added to: validation, the bigint-safe serializer, the
 * envelope for every error, the route catalogue, guards first, then helmet, forms and rate limits.
 */
export async function createServer(
  config: Config,
  metrics: Metrics,
  logger?: FastifyServerOptions['logger'],
) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.LOG_LEVEL),
    // Only a configured proxy may name the client (X-Forwarded-For); by default nobody can.
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    requestIdHeader: 'x-request-id',
    // Requests refused before any route runs answer in the envelope too.
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider() as unknown as App
  app.setValidatorCompiler(zodValidatorCompiler)
  // Money is bigint minor units; on the wire it is a decimal string, never a rounded number.
  app.setReplySerializer((payload) =>
    JSON.stringify(payload, (_key, v) => (typeof v === 'bigint' ? v.toString() : v)),
  )
  app.decorateRequest('user', null)
  registerErrorHandling(app)
  recordRoutes(app)
  // The request's id (the log's reqId on every line of it) goes back to the caller: a player's
  // report of a failure names the log lines to read.
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id)
  })
  // Every answer timed by its route's template (a made-up path is 'unmatched', so labels stay few).
  app.addHook('onResponse', async (req, reply) => {
    metrics.requests.observe(
      { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: reply.statusCode },
      reply.elapsedTime / 1000,
    )
  })
  // Before any route is added: guards run before parsing and validation.
  app.addHook('onRoute', guardsFirst)
  // The OpenAPI description (demo mode) collects routes as they are added: before any route.
  await app.register(apiDocs(config))

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  })
  // Answers above a packet go compressed as the browser accepts (a lobby's 71 KB of JSON is 7.7
  // KB gzipped). Brotli at quality 4 costs about what gzip does; 11, its default elsewhere, is for
  // files built once (the site's own, precompressed at build and served as they are). Request
  // bodies are never inflated: nobody sends them compressed, and the body limit stays the bytes read.
  await app.register(compress, {
    global: true,
    threshold: 1400,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
  })
  // Route limits inherit allowList; RATE_LIMITS=off lets one test server serve many test files.
  await app.register(formbody)
  await app.register(rateLimit, { global: false, allowList: () => config.RATE_LIMITS === 'off' })
  return app
}
