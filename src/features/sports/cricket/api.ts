import type { CricketMatchView, CricketOddsChange, PlacedCricketSlip } from '#contract/cricket.ts'

export { cricketListQuery } from '../../../shared/bets/cricketList.ts'
export type { CricketMatchView, CricketOddsChange, PlacedCricketSlip }
