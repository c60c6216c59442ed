export { breakRefusal, FOREVER, untilText } from './breaks.ts'
