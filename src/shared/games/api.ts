import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { createApiClient } from '../../api/client.ts'
import { apiOptions } from '../../api/index.ts'

/**
 * The games' calls live under their own prefixes (spec §7: /pggame, /tadaGame, /3rd-game,
 * /playcard, /nggame), not under /sports: the same client rules with no prefix of their own.
 */
export const gamesApi = createApiClient({ ...apiOptions, prefix: '' })

/**
 * One game round of a provider's my bets: the seamless ones (pg/mybet, tadaGame/mybet,
 * 3rd-game/mybet, sports/winfinity/mybet) and the transfer studios' rounds we pull from them
 * (playcard/mybet, nggame/mybet).
 */
export interface GameRound {
  round_id: string
  game_id: string
  bet: string
  win: string
  /** What bet and win count in: USDT, or the studio's own currency (CNY for the ng game). */
  currency: string
  status: 'open' | 'settled' | 'rolled_back'
  created_at: string
  /** The studio's verifier for this round, when a studio that has one is mounted. */
  verify_url?: string
}

/** The providers whose rounds My bets lists, by the catalog's key, with their call. */
export const ROUND_LISTS = {
  pgGames: { provider: 'pg', mybet: 'pggame/pg/mybet' },
  tadaGames: { provider: 'tada', mybet: 'tadaGame/mybet' },
  noah: { provider: 'pg2', mybet: '3rd-game/mybet' },
  cardGame: { provider: 'ky', mybet: 'playcard/mybet' },
  ngGame: { provider: 'ng', mybet: 'nggame/mybet' },
  // The live casino: each bet placed at a table is its own round ({tableRoundId}.{betId}).
  winfinity: { provider: 'winfinity', mybet: 'sports/winfinity/mybet' },
} as const
export type RoundList = keyof typeof ROUND_LISTS

export const gameRoundsQuery = (list: RoundList, page: number, limit: number) =>
  queryOptions({
    queryKey: ['mybet', 'games', list, page],
    queryFn: () =>
      gamesApi.get<GameRound[]>(ROUND_LISTS[list].mybet, {
        query: { start: page * limit, limit },
        silent: true,
      }),
    placeholderData: keepPreviousData,
  })
