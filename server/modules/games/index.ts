export { openRounds } from './openRounds.ts'
export { assertGameActive, GAME_STATUS, type GameRef, gameStatus, type StatusSource } from './status.ts'
