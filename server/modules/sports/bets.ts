import { fromWire, toWire, type WirePick } from '#contract/pick.ts'
import type { PlacedSlip, SlipRequest } from '#contract/sports.ts'
import {
  availableStrings,
  combinationCount,
  estimateSlip,
  formatMinorUnits,
  type SlipInput,
  type SportGame,
  textCents,
  UNIT_DECIMALS,
  UNITS_PER_CENT,
} from '#engine/index.ts'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import type { MarketEntry } from '../../feeds/sports/pricing.ts'
import { rejected } from '../../http/envelope.ts'
import { toUsdtMicro } from '../../money/exchange.ts'
import { queryNamed } from '../../pg/named.ts'
import { oddsAccepted, type Placement, placeBet, refuseBeyondLimits } from '../betting/index.ts'

/** An estimate's exact decimal text (cents) as 6-place units. */
const units = (text: string) => textCents(text) * UNITS_PER_CENT

/** The slip carries one handicap per match (spec §3), so it only counts where the market has one. */
const sameLine = (game: SportGame, a: MarketEntry, s: WirePick) =>
  a.kind === s.kind &&
  a.name === s.name &&
  (!(a.kind === 'handicap' || (game === 'bd' && a.kind === 'wl')) ||
    (a.handicap ?? 0) === (s.handicap ?? 0)) &&
  (a.kind !== 'bs' || a.line === s.line)

/** What placing reads of a slip's match (kickoff as the driver gives it: a Date or its text). */
interface SlipMatchRow {
  id: string | number
  game: string
  status: string
  suspended: boolean
  kickoff: Date | string
  markets: unknown
}

/**
 * Re-checks a slip against the feed as it is now: every match still open, every selection still
 * offered, and its odds unchanged or within the drop the player accepted. Returns the selections
 * at today's odds, which are the odds the bet is taken at.
 */
async function currentSelections(tx: Db, now: Date, slip: SlipRequest) {
  // The match ids are digits (the schema's), so they make a bigint[] literal as they are.
  const ids = [...new Set(slip.selections.map((s) => s.match_id))]
  const rows = await queryNamed<SlipMatchRow>(
    tx,
    'slip_matches',
    'select id, game, status, suspended, kickoff, markets from matches where id = any($1::bigint[])',
    [`{${ids.join(',')}}`],
  )
  const byId = new Map(rows.map((m) => [String(m.id), m]))
  const changes: WirePick[] = []
  const taken = slip.selections.map((s, i) => {
    const match = byId.get(s.match_id)
    if (!match || match.game !== slip.game)
      throw rejected('betDataNotAvailable', { field: `selections.${i}` })
    if (match.status !== 'scheduled' || match.suspended || new Date(match.kickoff) <= now)
      throw rejected('matchClosed', { field: `selections.${i}`, match_id: s.match_id })
    const offer = (match.markets as MarketEntry[]).find((m) => sameLine(slip.game, m, s))
    if (!offer) throw rejected('betDataNotAvailable', { field: `selections.${i}`, match_id: s.match_id })
    const today = fromWire({ ...offer, match_id: s.match_id })
    if (!oddsAccepted(s.odds, offer.odds, slip.tolerance)) changes.push(toWire(today))
    return today
  })
  if (changes.length > 0) throw rejected('oddsChanged', { changes })
  return taken
}

/**
 * A slip too large to number (beyond 2^53 combinations) or to price exactly (winning in millions
 * of combinations at once, see the engine's MOST_EXACT_COMBINATIONS) is far above any stake limit.
 */
function orRefuse<T>(work: () => T): T {
  try {
    return work()
  } catch (err) {
    if (err instanceof RangeError) throw rejected('exceedsMaxBet', { field: 'selections' })
    throw err
  }
}

/** Sports' part in placing: the slip's picks at today's odds, its parlays, count and estimate. */
const sportPlacement: Placement<SlipRequest, ReturnType<typeof taking>, PlacedSlip> = {
  product: 'sport',
  letter: 'S',
  game: (slip) => slip.game,
  limited: true,
  async take(tx, slip, { now, shown, limits }) {
    const selections = await currentSelections(tx, now, slip)
    const allowed = availableStrings(slip.game, selections)
    if (slip.strings.some((k) => !allowed.includes(k)))
      throw rejected('stringsNotAllowed', { field: 'strings', allowed })
    const input = { game: slip.game, selections, strings: slip.strings, multiple: slip.multiple }
    const taken = taking(input)
    if (limits)
      refuseBeyondLimits(
        {
          category: 'sport',
          limits,
          stake: taken.shownStake,
          maxPayout: taken.bonus,
          multiple: slip.multiple,
          hasSingle: slip.strings.includes(1),
        },
        shown,
      )
    return taken
  },
  async record(
    tx,
    { input, combinations, shownStake, bonus, minPayout },
    { userId, betNo, shown, stake, bonusStake, balance, at },
  ) {
    // A fixed prepared statement (pg/named.ts): the query builder cost more than the insert.
    await queryNamed(
      tx,
      'sport_bet_insert',
      `insert into sport_bets (bet_no, created_at, user_id, game, selections, strings, multiple,
         combinations, currency, exchange, stake, bonus_stake, shown_stake, max_payout)
       values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        betNo,
        at.toISOString(),
        String(userId),
        input.game,
        JSON.stringify(input.selections),
        JSON.stringify(input.strings),
        String(input.multiple),
        String(combinations),
        shown.currency,
        shown.rate,
        String(stake),
        String(bonusStake),
        String(shownStake),
        String(toUsdtMicro(bonus, shown.rate)),
      ],
    )
    const money = (amount: bigint) => formatMinorUnits(amount, UNIT_DECIMALS, shown.currency)
    return {
      bet_id: betNo,
      combinations,
      selections: input.selections.map(toWire),
      total_price: money(shownStake),
      max_payout: money(bonus),
      min_payout: money(minPayout),
      currency: shown.currency,
      balance,
    }
  },
}

/** The slip's number of combinations and its exact stake and payouts, in 6-place units. */
function taking(input: SlipInput) {
  const combinations = orRefuse(() => combinationCount(input))
  const estimate = orRefuse(() => estimateSlip(input))
  return {
    input,
    combinations,
    shownStake: units(estimate.stake),
    bonus: units(estimate.maxPayout),
    minPayout: units(estimate.minPayout),
  }
}

/** Placing sports slips through the betting core. */
export function sportBetService(ctx: AppContext) {
  return {
    place: (userId: number, slip: SlipRequest, key: string) =>
      placeBet(ctx, sportPlacement, userId, slip, key),
  }
}

export type SportBets = ReturnType<typeof sportBetService>
