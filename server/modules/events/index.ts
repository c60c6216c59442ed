export { type Consumers, drainEvents } from './consumer.ts'
export type {
  BetSettled,
  EventNote,
  Frame,
  RoundCredited,
  RoundRolledBack,
  RoundSettled,
} from './kinds.ts'
export { writeEvent, writeEvents } from './write.ts'
