export { consumeEvents, eventsTick, handleEvents, SETTLEMENT_MONEY } from './subscribers.ts'
