import type { Selection, SportGame } from '#engine/index.ts'
import type { SportMatch } from '../../../shared/bets/lobby.ts'

/** How one pick of a slip kept offline stands against the lobby as it is now. */
export type LegState = 'same' | 'up' | 'down' | 'suspended' | 'closed'

export interface LegChange {
  pick: Selection
  state: LegState
  /** today's odds; null when the pick cannot be placed any more */
  odds: number | null
}

/** The market line the server would take the pick on (server/modules/sports/bets.ts sameLine). */
const sameLine = (game: SportGame, market: SportMatch['markets'][number], pick: Selection) =>
  market.kind === pick.kind &&
  market.name === pick.name &&
  (!(market.kind === 'handicap' || (game === 'bd' && market.kind === 'wl')) ||
    (market.handicap ?? 0) === (pick.handicap ?? 0)) &&
  (market.kind !== 'bs' || market.line === pick.line)

/**
 * Each pick of the slip against the freshly fetched lobby: its odds up, down or unchanged, its
 * match suspended by a trader, or closed (gone from the lobby, which lists only matches still on
 * sale, or its line taken off), judged as the server judges a placement. The server's clock
 * decides what has kicked off, not the device's.
 */
export function repriceSlip(
  game: SportGame,
  picks: readonly Selection[],
  lobby: readonly SportMatch[],
): LegChange[] {
  const byId = new Map(lobby.map((m) => [m.match_id, m]))
  return picks.map((pick) => {
    const match = byId.get(pick.matchId)
    if (match?.status !== 'scheduled') return { pick, state: 'closed', odds: null }
    if (match.suspended) return { pick, state: 'suspended', odds: null }
    const offer = match.markets.find((m) => sameLine(game, m, pick))
    if (!offer) return { pick, state: 'closed', odds: null }
    const state = offer.odds > pick.odds ? 'up' : offer.odds < pick.odds ? 'down' : 'same'
    return { pick, state, odds: offer.odds }
  })
}
