import type { BetAmountsView, BetMatchView, CombinationResultView } from '#contract/bets.ts'
import { formatMinorUnits, UNIT_DECIMALS, voidsAt } from '#engine/index.ts'

/**
 * A bet's amounts as the player sees them, in the bet's own currency. `bonus` is what the bet won
 * beyond its stake, so payout = total_price + bonus when bonus > 0 (spec §3); `returned` is what
 * was credited, which also covers refunds and part returns.
 */
export function betAmounts(bet: {
  currency: string
  shownStake: bigint
  shownPayout: bigint | null
  bonusStake: bigint
  /** USDT micro an extra-bonus campaign paid at settlement. */
  extraBonus: bigint
}): BetAmountsView {
  const money = (units: bigint) => formatMinorUnits(units, UNIT_DECIMALS, bet.currency)
  const bonus = bet.shownPayout === null ? 0n : bet.shownPayout - bet.shownStake
  return {
    total_price: money(bet.shownStake),
    bonus: money(bonus),
    bonus_currency: bet.currency,
    // Paid from the promotions account in USDT, whatever the bet's currency.
    extra_bonus: formatMinorUnits(bet.extraBonus, UNIT_DECIMALS, 'USDT'),
    extra_bonus_currency: 'USDT',
    returned: money(bet.shownPayout ?? 0n),
    payout: money(bonus > 0n ? bet.shownStake + bonus : 0n),
    currency: bet.currency,
    total_currency: bet.currency,
    // Bonus money is USDT whatever the bet's currency.
    from_bonus: formatMinorUnits(bet.bonusStake, UNIT_DECIMALS, 'USDT'),
  }
}

/** The head of every product's bet view: which bet, its shape, amounts and time. */
export function betHead(bet: {
  id: number
  betNo: string
  game: string
  status: number
  multiple: number
  bets: number
  strings: number[]
  currency: string
  shownStake: bigint
  shownPayout: bigint | null
  bonusStake: bigint
  extraBonus: bigint
  createdAt: Date
}) {
  return {
    id: bet.id,
    bet_id: bet.betNo,
    game: bet.game,
    status: bet.status,
    multiple: bet.multiple,
    bets: bet.bets,
    strings: bet.strings,
    ...betAmounts(bet),
    create_at: bet.createdAt.toISOString(),
  }
}

/** A match of a bet view's `match` map (spec §3), with its score once known and, postponed, when it turns void. */
export function matchEntry(
  m: { home: string; away: string; league: string; kickoff: Date; status: string },
  score: readonly [number | null, number | null],
): BetMatchView {
  return {
    home_team_name: m.home,
    away_team_name: m.away,
    home_score: score[0],
    away_score: score[1],
    league_name: m.league,
    match_start_time: m.kickoff.toISOString(),
    status: m.status,
    void_at: m.status === 'postponed' ? voidsAt(m.kickoff).toISOString() : null,
  }
}

/**
 * One line of a detail's `combinations.result`: what the combination returned, null until known,
 * and the extra bonus paid on it (USDT micro; a lottery line is a bet of its own, so it has one).
 */
export const combinationResult = (
  index: number,
  units: bigint | null,
  currency: string,
  extra?: bigint,
): CombinationResultView =>
  units === null
    ? { index, bonus: null, extra_bonus: null }
    : {
        index,
        bonus: formatMinorUnits(units, UNIT_DECIMALS, currency),
        extra_bonus:
          extra === undefined
            ? formatMinorUnits(0n, UNIT_DECIMALS, currency)
            : formatMinorUnits(extra, UNIT_DECIMALS, 'USDT'),
      }
