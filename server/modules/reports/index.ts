export { reportsPlugin } from './plugin.ts'
