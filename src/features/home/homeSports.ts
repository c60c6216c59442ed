import type { SportGame } from '#engine/index.ts'

/**
 * The games whose lobbies the home page reads for its matches starting soon and its search; apart
 * from the page so the route's loader starts them without loading the page's code.
 */
export const HOME_SPORTS: readonly SportGame[] = ['soccer', 'basketball', 'bd']
