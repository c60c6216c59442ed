export { reportRoutes } from './routes.ts'
