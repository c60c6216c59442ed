import { z } from 'zod'
import type { SportGame } from '#engine/index.ts'
import { pickKey, type WirePick, wirePick } from './pick.ts'

/** POST {game}/bet: the slip as the player confirmed it. */
export const slipBody = z.object({
  selections: z
    .array(wirePick)
    .min(1, 'betDataNotAvailable')
    .max(400)
    .refine((list) => new Set(list.map(pickKey)).size === list.length, 'duplicateSelection'),
  /** 1 is single match, k is "k String 1". */
  strings: z
    .array(z.number().int().min(1).max(15))
    .min(1, 'chooseParlay')
    .max(15)
    .refine((ks) => new Set(ks).size === ks.length, 'chooseParlay'),
  multiple: z.number().int().min(1, 'belowMinMultiple').max(1_000_000, 'exceedsMaxMultiple'),
  /** The largest drop in any selection's odds the player accepts without being asked, 0..0.2. */
  tolerance: z.number().min(0).max(0.2).default(0),
})

export type SlipRequest = z.infer<typeof slipBody> & { game: SportGame }

/** POST {game}/bet's answer: the bet as taken, at today's odds, and the balance after the debit. */
export interface PlacedSlip {
  bet_id: string
  combinations: number
  selections: WirePick[]
  total_price: string
  max_payout: string
  min_payout: string
  currency: string
  /** USDT micro-units. */
  balance: string
}

/** A match's state: open while scheduled; a postponed match is void after 36 hours. */
export type MatchStatus = 'scheduled' | 'finished' | 'postponed' | 'void'

/** One market of a lobby match, the pick the slip sends back without its match. */
export type MarketView = Omit<WirePick, 'match_id'>

/** GET {game} and {game}/history: a match with its markets, and its score once played. */
export interface SportMatchView {
  match_id: string
  code: string
  league_name: string
  home_name: string
  away_name: string
  match_start_time: string
  status: MatchStatus
  /** A trader stopped betting on it: shown with its odds locked, placement refuses it. */
  suspended: boolean
  odds_version: number
  markets: MarketView[]
  score: { half: [number | null, number | null]; full: [number, number | null] } | null
}

/** GET game_config: spec §3 bet limits of a game, in USDT; 0 means no limit. */
export interface GameConfig {
  game: string
  minBet: string
  maxBet: string
  minMultiple: number
  maxMultiple: number
  minBonus: string
  maxBonus: string
  minBetGameType: string
  maxBetGameType: string
}
