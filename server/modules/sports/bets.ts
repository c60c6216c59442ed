import { inArray } from 'drizzle-orm'
import {
  availableStrings,
  combinationCount,
  estimateSlip,
  formatMinorUnits,
  ODDS_DECIMALS,
  type Selection,
  type SlipInput,
  type SportGame,
  textCents,
  toMinorUnits,
  UNIT_DECIMALS,
  UNITS_PER_CENT,
} from '../../../workers/engine/index.ts'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { matches, sportBets } from '../../db/schema.ts'
import type { MarketEntry } from '../../feeds/sports/pricing.ts'
import { rejected } from '../../http/envelope.ts'
import { assertGameActive } from '../games/status.ts'
import { debitStake } from '../ledger/bets.ts'
import { runOnce } from '../ledger/idempotent.ts'
import { playerCurrency } from '../member/currency.ts'
import { toUsdtMicro } from '../wallet/amounts.ts'
import { newOrderNo } from '../wallet/deposits.ts'
import { limitsFor, refuseBeyondLimits } from './limits.ts'
import type { SlipRequest } from './schemas.ts'

/** An estimate's exact decimal text (cents) as 6-place units. */
const units = (text: string) => textCents(text) * UNITS_PER_CENT

/** The slip carries one handicap per match (spec §3), so it only counts where the market has one. */
const sameLine = (game: SportGame, a: MarketEntry, s: SlipRequest['selections'][number]) =>
  a.kind === s.kind &&
  a.name === s.name &&
  (!(a.kind === 'handicap' || (game === 'bd' && a.kind === 'wl')) ||
    (a.handicap ?? 0) === (s.handicap ?? 0)) &&
  (a.kind !== 'bs' || a.line === s.line)

/**
 * Whether a pick asked at `asked` may be taken at today's `offered` odds: unchanged, better, or
 * fallen by no more than the share the player accepted. Odds and the share are read as the
 * decimals they are written as and compared in integers, so float error never decides.
 */
export function oddsAccepted(asked: number, offered: number, tolerance: number) {
  const scale = 10n ** BigInt(UNIT_DECIMALS)
  const share = toMinorUnits(tolerance, UNIT_DECIMALS)
  // offered ≥ asked × (1 − tolerance), both sides × 100 × 10^6
  return toMinorUnits(offered, ODDS_DECIMALS) * scale >= toMinorUnits(asked, ODDS_DECIMALS) * (scale - share)
}

/**
 * Re-checks a slip against the feed as it is now: every match still open, every selection still
 * offered, and its odds unchanged or within the drop the player accepted. Returns the selections
 * at today's odds, which are the odds the bet is taken at.
 */
async function currentSelections(tx: Db, now: Date, slip: SlipRequest): Promise<Selection[]> {
  const ids = [...new Set(slip.selections.map((s) => Number(s.match_id)))]
  const rows = await tx.select().from(matches).where(inArray(matches.id, ids))
  const byId = new Map(rows.map((m) => [String(m.id), m]))
  const changes: { match_id: string; kind: string; name: string; odds: number }[] = []
  const taken = slip.selections.map((s, i) => {
    const match = byId.get(s.match_id)
    if (!match || match.game !== slip.game)
      throw rejected('betDataNotAvailable', { field: `selections.${i}` })
    if (match.status !== 'scheduled' || match.kickoff <= now)
      throw rejected('matchClosed', { field: `selections.${i}`, match_id: s.match_id })
    const offer = (match.markets as MarketEntry[]).find((m) => sameLine(slip.game, m, s))
    if (!offer) throw rejected('betDataNotAvailable', { field: `selections.${i}`, match_id: s.match_id })
    if (!oddsAccepted(s.odds, offer.odds, slip.tolerance))
      changes.push({ match_id: s.match_id, kind: s.kind, name: s.name, odds: offer.odds })
    return {
      matchId: s.match_id,
      kind: offer.kind,
      name: offer.name,
      odds: offer.odds,
      ...(offer.handicap === undefined ? {} : { handicap: offer.handicap }),
      ...(offer.line === undefined ? {} : { line: offer.line }),
    }
  })
  if (changes.length > 0) throw rejected('oddsChanged', { changes })
  return taken
}

/** A slip too large to number (beyond 2^53 combinations) is far above any stake limit. */
function countOrRefuse(input: SlipInput) {
  try {
    return combinationCount(input)
  } catch (err) {
    if (err instanceof RangeError) throw rejected('exceedsMaxBet', { field: 'selections' })
    throw err
  }
}

/** Placing sports slips: every rule checked again with the engine, then one ledger debit. */
export function sportBetService(ctx: AppContext) {
  async function place(userId: number, slip: SlipRequest, key: string) {
    const shown = await playerCurrency(ctx.db, userId)
    const limits = await limitsFor(ctx, slip.game)
    return runOnce(
      ctx.db,
      { key: `sport:${userId}:${key}`, kind: 'sport_stake', userId, request: slip },
      async (tx, transactionId) => {
        const game = slip.game
        await assertGameActive(tx, game)
        const selections = await currentSelections(tx, ctx.clock.now(), slip)
        const allowed = availableStrings(game, selections)
        if (slip.strings.some((k) => !allowed.includes(k)))
          throw rejected('stringsNotAllowed', { field: 'strings', allowed })
        const input = { game, selections, strings: slip.strings, multiple: slip.multiple }
        const combinations = countOrRefuse(input)
        const estimate = estimateSlip(input)
        const shownStake = units(estimate.stake)
        const bonus = units(estimate.maxPayout)
        refuseBeyondLimits(
          {
            category: 'sport',
            limits,
            stake: shownStake,
            maxPayout: bonus,
            multiple: slip.multiple,
            hasSingle: slip.strings.includes(1),
          },
          shown,
        )
        const { stake, balance } = await debitStake(tx, transactionId, userId, shownStake, shown.rate)
        const betNo = newOrderNo('S')
        await tx.insert(sportBets).values({
          betNo,
          userId,
          game,
          selections,
          strings: slip.strings,
          multiple: slip.multiple,
          combinations,
          currency: shown.currency,
          exchange: shown.rate,
          stake,
          shownStake,
          maxPayout: toUsdtMicro(bonus, shown.rate),
        })
        return {
          bet_id: betNo,
          combinations,
          selections,
          total_price: formatMinorUnits(shownStake, UNIT_DECIMALS, shown.currency),
          max_payout: formatMinorUnits(bonus, UNIT_DECIMALS, shown.currency),
          min_payout: formatMinorUnits(units(estimate.minPayout), UNIT_DECIMALS, shown.currency),
          currency: shown.currency,
          balance,
        }
      },
    )
  }

  return { place }
}

export type SportBets = ReturnType<typeof sportBetService>
