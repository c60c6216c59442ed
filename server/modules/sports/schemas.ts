import { z } from 'zod'
import type { SportGame } from '../../../workers/engine/index.ts'
import { paging } from '../../http/paging.ts'

const KINDS = ['wl', 'handicap', 'correct_score', 'goals', 'half', 'bs', 'mv', 'up'] as const
/** Odds as the lobby shows them: 2 decimals. */
export const odds = z.number().min(1.01).max(1000).multipleOf(0.01)

const selection = z.object({
  match_id: z.string().regex(/^\d{1,18}$/, 'betDataNotAvailable'),
  kind: z.enum(KINDS),
  name: z.string().min(1).max(16),
  odds,
  handicap: z.number().min(-100).max(100).optional(),
  line: z.number().min(0).max(1000).optional(),
})

const pickKey = (s: z.infer<typeof selection>) => `${s.match_id}|${s.kind}|${s.name}|${s.handicap}|${s.line}`

/** POST {game}/bet: the slip as the player confirmed it. */
export const slipBody = z.object({
  selections: z
    .array(selection)
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

/** GET {game}/mybet: a page of the player's bets, -1 every bet, else one status (1, 16 or 32). */
export const myBetsQuery = paging.extend({
  status: z.coerce
    .number()
    .int()
    .refine((n) => [-1, 1, 16, 32].includes(n))
    .default(-1),
})

/** GET {game}/mybet/{id}: the bet's row id or its bet number (a letter for the game, then 6–24). */
export const betIdParams = z.object({ id: z.string().regex(/^(\d{1,18}|[A-Z][0-9A-Z]{6,24})$/) })
