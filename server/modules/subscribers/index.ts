export { consumeEvents, handleEvents, SETTLEMENT_MONEY } from './subscribers.ts'
