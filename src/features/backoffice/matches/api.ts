import { useQuery } from '@tanstack/react-query'
import type { MatchRow, MatchSport } from '#contract/backofficeRoles.ts'
import { bo, listQuery, type Query, silent, useChange } from '../api.ts'

export const useMatches = (query: Query) => useQuery(listQuery<MatchRow>('matches', query))

export type MatchAction = 'suspend' | 'resume' | 'void' | 'result'

/** A football or basketball score as typed; half time only where the markets read it. */
export interface SportScore {
  halfHome?: number
  halfAway?: number
  fullHome: number
  fullAway: number
}
interface Innings {
  runs: number
  wickets: number
  balls: number
  sixes: number
}
export interface CricketScore {
  toss: 'home' | 'away'
  decision: 'bat' | 'field'
  winner: 'home' | 'away'
  home: Innings
  away: Innings
}

/** One trader action on a match, with why; the list (and the audit log) are read again after it. */
export const useMatchAction = () =>
  useChange(
    ({
      sport,
      id,
      action,
      ...body
    }: {
      sport: MatchSport
      id: number
      action: MatchAction
      reason: string
      score?: SportScore
      cricket?: CricketScore
    }) => bo.post<{ state: string }>(`matches/${sport}/${id}/${action}`, body, silent),
  )
