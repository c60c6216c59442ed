export { sitePlugin } from './plugin.ts'
