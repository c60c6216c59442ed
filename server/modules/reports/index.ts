export { reportsPlugin } from './plugin.ts'
export { reportRoutes } from './routes.ts'
