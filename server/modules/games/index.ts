export { assertGameActive, GAME_STATUS } from './status.ts'
