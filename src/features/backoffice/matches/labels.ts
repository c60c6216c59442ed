import { msg } from '@lingui/core/macro'
import type { MatchSport, MatchState } from '#contract/backofficeRoles.ts'

export const SPORT_LABELS: Record<MatchSport, ReturnType<typeof msg>> = {
  soccer: msg({ id: 'bo.matches.sport.soccer', message: 'Football' }),
  basketball: msg({ id: 'bo.matches.sport.basketball', message: 'Basketball' }),
  bd: msg({ id: 'bo.matches.sport.bd', message: 'Football (BD)' }),
  cricket: msg({ id: 'bo.matches.sport.cricket', message: 'Cricket' }),
}

export const MATCH_STATE_LABELS: Record<MatchState, ReturnType<typeof msg>> = {
  scheduled: msg({ id: 'bo.matches.state.scheduled', message: 'Open' }),
  suspended: msg({ id: 'bo.matches.state.suspended', message: 'Suspended' }),
  postponed: msg({ id: 'bo.matches.state.postponed', message: 'Postponed' }),
  finished: msg({ id: 'bo.matches.state.finished', message: 'Finished' }),
  void: msg({ id: 'bo.matches.state.void', message: 'Void' }),
}
