import { z } from 'zod'
import { ANIMALS, type Animal, type MarkSixBet, type RacingBet } from '#engine/index.ts'
import type { BetView } from './bets.ts'
import type { DetailPick } from './pick.ts'

const animal = z.enum(ANIMALS as [Animal, ...Animal[]])
const side = z.enum(['big', 'small', 'odd', 'even'])
const colour = z.enum(['red', 'blue', 'green'])
const ball = z.number().int().min(1, 'invalidNumber').max(49, 'invalidNumber')
const position = z.enum(['no1', 'no2', 'no3', 'no4', 'no5', 'no6'])
const animals = z.array(animal).min(1, 'atLeastOne').max(12)

/** Every Mark Six bet type of spec §3, as the engine reads it. */
export const markSixBet: z.ZodType<MarkSixBet> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('specialCode'), number: ball }),
  z.object({ type: z.literal('specialCodeSide'), side }),
  z.object({ type: z.literal('specialCodeColor'), colour }),
  z.object({ type: z.literal('specialCodeAnimal'), animal }),
  z.object({ type: z.literal('specialCodeMergeAnimal'), animals }),
  z.object({ type: z.literal('specialCodeTail'), tail: z.number().int().min(0).max(9) }),
  z.object({ type: z.literal('tail'), tail: z.number().int().min(0).max(9) }),
  z.object({
    type: z.literal('specialCodeCombinationZodiacs'),
    level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
    animals,
  }),
  z.object({ type: z.literal('numberCode'), position, number: ball }),
  z.object({ type: z.literal('numberCodeSide'), position, side }),
  z.object({ type: z.literal('numberCodeColor'), position, colour }),
])

const lane = z.number().int().min(1).max(10)

/** Every PK10 / airship bet type. */
export const racingBet: z.ZodType<RacingBet> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('twoSide'), position: lane, side }),
  z.object({ type: z.literal('sumSide'), side }),
  z.object({ type: z.literal('sum'), value: z.number().int().min(3).max(19) }),
  z.object({ type: z.literal('position'), position: lane, car: lane }),
  z.object({
    type: z.literal('dragonTiger'),
    position: z.number().int().min(1).max(5),
    pick: z.enum(['dragon', 'tiger']),
  }),
])

/** In the player's currency, as typed: a decimal string or a number. */
const amount = z.union([z.string(), z.number()]).transform(String)

export const markSixTicket = z.object({
  game: z.string(),
  match_id: z.string().max(32),
  items: z
    .array(z.object({ bet: markSixBet, amount }))
    .min(1, 'noSelection')
    .max(100, 'tooManySelections'),
})

export const racingTicket = z.object({
  match_id: z.string().max(32),
  items: z
    .array(z.object({ bet: racingBet, amount }))
    .min(1, 'noSelection')
    .max(100, 'tooManySelections'),
})

/**
 * POST marksix/bet and {racing game}/bet: the ticket taken. `total` is the debit in USDT
 * micro-units; `total_price` what it cost in the player's currency, as typed (decimal text).
 */
export interface TicketPlaced {
  ticket: string
  match_id: string
  total: string
  total_price: string
  currency: string
  balance: string
}

/** A draw's life: open for betting, closed before its time, settled with its numbers, or cancelled. */
export type DrawStatus = 'open' | 'closed' | 'settled' | 'canceled'

/** A draw as the lottery pages show it: its hash before, its seed and numbers once drawn. */
export interface DrawView {
  match_id: string
  game: string
  draw_at: string
  close_at: string
  status: DrawStatus
  seed_hash: string
  seed: string | null
  numbers: number[] | null
  special: number | null
}

/**
 * One selection of a ticket as a bet detail pick (m the draw, k the bet type, n the pick, o the
 * exact odd), with the selection, its amount per bet, bets and stake, and once drawn its outcome.
 */
export interface LotteryPickView extends DetailPick {
  o: string
  bet: MarkSixBet | RacingBet
  amount: string
  count: number
  stake: string
  status: number
  outcome: string | null
  payout: string | null
}

/** GET {game}/mybet of a lottery game: a ticket in the shape of a sports bet, with its draw. */
export interface LotteryTicketView extends BetView<LotteryPickView> {
  draw: DrawView
}

/** One Mark Six number over a region's latest draws. */
export interface MarkSixNumberStat {
  number: number
  /** Draws it came out in, as one of the six or as the special number. */
  drawn: number
  /** Of those, draws where it was the special number. */
  special: number
  /** Draws since it last came out (0: in the latest draw); null when not in these draws. */
  since: number | null
}

/** GET marksix/statistics?game=&draws=: hot and cold numbers over a region's latest settled draws. */
export interface MarkSixStatistics {
  game: string
  /** How many draws were counted: the latest `draws` asked for, or fewer if the region has fewer. */
  draws: number
  /** The oldest and the newest draw counted (match ids), null when there are none. */
  first: string | null
  last: string | null
  /** 1..49 in order. */
  numbers: MarkSixNumberStat[]
  /** The six drawn most (ties: the more recent first, then the lower number) and the six drawn least. */
  hot: number[]
  cold: number[]
}
