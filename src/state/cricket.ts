import { type CricketBet, type CricketMatch, toggleCricketBet } from '#engine/index.ts'
import { STORAGE_KEYS } from './storage.ts'
import { storedSlip } from './storedSlip.ts'

/** Spec §3 cricket slip: per match, its bets keyed by bet id with label, odd and amount. */
export interface CricketMatchInfo {
  home: string
  away: string
  league: string
  startTime: string
}

interface CricketState {
  /** each bet's amount is exact decimal text, as typed (a typed "1." stays "1." until the "5") */
  slip: CricketMatch[]
  /** what the slip shows of each match it holds */
  info: Record<string, CricketMatchInfo>
  cast: string
}

export const cricket = storedSlip<CricketState, Pick<CricketState, 'slip' | 'info'>>(
  STORAGE_KEYS.cricketBetItem,
  (stored) => ({
    // A slip kept before amounts were text held numbers: each is read back as its text.
    slip: Array.isArray(stored?.slip)
      ? stored.slip.map((m) => ({
          matchId: m.matchId,
          bets: Object.fromEntries(
            Object.entries(m.bets).map(([id, b]) => [id, { ...b, amount: String(b.amount) }]),
          ),
        }))
      : [],
    info: stored?.info ?? {},
    cast: '10',
  }),
  ({ slip, info }) => (slip.length === 0 ? null : { slip, info }),
)

/** Spec §4: clicking a bet toggles it within its match; a new bet takes the current cast. */
export function toggleCricketPick(
  match: CricketMatchInfo & { matchId: string },
  betId: string,
  bet: Omit<CricketBet, 'amount'>,
) {
  const { matchId, ...info } = match
  cricket.info[matchId] = info
  cricket.slip = toggleCricketBet(cricket.slip, matchId, betId, { ...bet, amount: cricket.cast })
}

export function setCricketAmount(matchId: string, betId: string, amount: string) {
  const bet = cricket.slip.find((m) => m.matchId === matchId)?.bets[betId]
  if (bet) bet.amount = amount
}

export function clearCricketSlip() {
  cricket.slip = []
}

export function updateCricketOdds(changes: readonly { matchId: string; betId: string; odd: number }[]) {
  for (const c of changes) {
    const bet = cricket.slip.find((m) => m.matchId === c.matchId)?.bets[c.betId]
    if (bet) bet.odd = c.odd
  }
}
