import type { FastifyInstance, FastifySchema } from 'fastify'

export interface CatalogEntry {
  method: string
  url: string
  schema: FastifySchema | undefined
}

const catalogs = new WeakMap<FastifyInstance, CatalogEntry[]>()

/**
 * Records every route as it is registered (method, full URL, schema), so a test can walk the whole
 * API with inputs derived from each schema instead of a hand-kept list that falls behind. Call it
 * before any route is registered. Routes hidden from the API description (`schema.hide`: the site's
 * pages and the description's own) are not the API and are left out.
 */
export function recordRoutes(app: FastifyInstance) {
  const entries: CatalogEntry[] = []
  catalogs.set(app, entries)
  app.addHook('onRoute', (route) => {
    if ((route.schema as { hide?: boolean } | undefined)?.hide) return
    for (const method of [route.method].flat()) entries.push({ method, url: route.url, schema: route.schema })
  })
}

/** The routes `recordRoutes` saw on this app. */
export const routesOf = (app: FastifyInstance): readonly CatalogEntry[] => catalogs.get(app) ?? []
