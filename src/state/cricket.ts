import { proxy, subscribe } from 'valtio'
import { type CricketBet, type CricketMatch, toggleCricketBet } from '../../workers/engine/index.ts'
import { readStorageJson, STORAGE_KEYS, writeStorage } from './storage.ts'

/** Spec §3 cricket slip: per match, its bets keyed by bet id with label, odd and amount. */
export interface CricketMatchInfo {
  home: string
  away: string
  league: string
  startTime: string
}

interface CricketState {
  slip: CricketMatch[]
  /** what the slip shows of each match it holds */
  info: Record<string, CricketMatchInfo>
  cast: string
}

const stored = readStorageJson<Partial<CricketState>>(STORAGE_KEYS.cricketBetItem, {})

export const cricket = proxy<CricketState>({
  slip: Array.isArray(stored.slip) ? stored.slip : [],
  info: stored.info ?? {},
  cast: '10',
})

subscribe(cricket, () => {
  const { slip, info } = cricket
  writeStorage(STORAGE_KEYS.cricketBetItem, slip.length === 0 ? null : JSON.stringify({ slip, info }))
})

/** Spec §4: clicking a bet toggles it within its match; a new bet takes the current cast. */
export function toggleCricketPick(
  match: CricketMatchInfo & { matchId: string },
  betId: string,
  bet: Omit<CricketBet, 'amount'>,
) {
  const { matchId, ...info } = match
  cricket.info[matchId] = info
  cricket.slip = toggleCricketBet(cricket.slip, matchId, betId, { ...bet, amount: Number(cricket.cast) || 0 })
}

export function setCricketAmount(matchId: string, betId: string, amount: number) {
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
