export { demoRoutes } from './routes.ts'
export { seedDemo } from './seed.ts'
export { markDemoDatabase, refuseDemoData } from './traces.ts'
