export { sitePlugin } from './plugin.ts'
export { siteRoutes } from './routes.ts'
