export { assertGameActive, GAME_STATUS, type GameRef, gameStatus } from './status.ts'
