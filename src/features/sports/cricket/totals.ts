import { type BetLimits, cricketReturn, limitProblems, UNIT_DECIMALS, UNITS_PER_CENT } from '#engine/index.ts'
import { oneWarningPerKey, type SlipWarning } from '../../../shared/bets/warningText.ts'
import { toUnits } from '../../../shared/money/amounts.ts'

interface Line {
  matchId: string
  betId: string
  odd: number
  /** exact decimal text, as typed (a number is read as the text it prints) */
  amount: string | number
}

/**
 * What the cricket slip costs and returns and what it warns about, in 6-place units of the
 * player's currency: each bet returns amount × odd rounded half to even to the cent, the engine's
 * cricketReturn, which is what the server pays; the warnings are the engine's limits check with
 * the limits and rate the server refuses with.
 */
export function cricketSlipTotals(
  lines: readonly Line[],
  limits: BetLimits | undefined,
  display: { exchange: string; available: bigint; isAuthorized: boolean; balanceLoaded: boolean },
) {
  const bets = lines.map((l) => {
    // the amount as typed, exactly; what is not an amount yet ("", ".") is nothing
    const amount = toUnits(String(l.amount), UNIT_DECIMALS) ?? 0n
    return { field: `${l.matchId}:${l.betId}`, amount, payout: cricketReturn(amount, l.odd) }
  })
  const total = bets.reduce((s, b) => s + b.amount, 0n)
  const returns = bets.reduce((s, b) => s + b.payout, 0n)
  const warnings: SlipWarning[] = limits
    ? limitProblems(
        {
          category: 'cricket',
          limits,
          bets,
          ...(display.isAuthorized && display.balanceLoaded ? { balance: display.available } : {}),
        },
        display.exchange,
      )
    : []
  // the server takes amounts to the cent only
  if (bets.some((b) => b.amount % UNITS_PER_CENT !== 0n)) warnings.push({ key: 'tooManyDecimals' })
  return { bets, total, returns, warnings: oneWarningPerKey(warnings) }
}
