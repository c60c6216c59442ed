import { existsSync } from 'node:fs'
import { resolve, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { isApiPath } from '#contract/prefixes.ts'

// A last segment with a dot is a file (script, image, manifest): a missing one is a plain 404.
const isAssetPath = (path: string) => /\.[a-z0-9]+$/i.test(path) || path.startsWith('/assets/')

/**
 * Serves the built PWA. Client routes fall back to index.html; API and asset paths never do, so a
 * stale service worker or a typo in a script URL fails loudly instead of parsing HTML as code.
 */
export async function registerStatic(app: FastifyInstance, staticDir: string) {
  const root = resolve(staticDir)
  const hasBuild = existsSync(resolve(root, 'index.html'))
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz copies (vite.config.ts): each file is sent as the browser
      // accepts it, with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Only /assets/ names carry a content hash; index.html, sw.js and the manifest must be revalidated.
        const immutable = filePath.includes(`${sep}assets${sep}`)
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        if (/\.webmanifest(\.br|\.gz)?$/.test(filePath))
          res.header('content-type', 'application/manifest+json')
      },
    })
  } else {
    app.log.warn({ root }, 'no built site found: run `npm run build` to serve the PWA')
  }

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) },
    (req, reply) => {
      const path = req.url.split('?')[0] ?? '/'
      if (isApiPath(path)) return reply.status(404).send({ code: 404, msg: 'notFound', data: null })
      const wantsPage = req.method === 'GET' || req.method === 'HEAD'
      if (!hasBuild || !wantsPage || isAssetPath(path)) {
        return reply.status(404).type('text/plain').send('Not found')
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root)
    },
  )
}
