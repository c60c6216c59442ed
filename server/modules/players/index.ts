export { breakRefusal, FOREVER, onBreak, untilText } from './breaks.ts'
