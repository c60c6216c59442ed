import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CricketCategory } from '#engine/index.ts'

const CATEGORIES: Record<CricketCategory, MessageDescriptor> = {
  winner: msg({ id: 'cricket.winner', message: 'Match winner' }),
  toss: msg({ id: 'cricket.toss', message: 'Toss winner' }),
  firstInnings: msg({ id: 'cricket.firstInnings', message: '1st innings runs' }),
  mostSixes: msg({ id: 'cricket.mostSixes', message: 'Most sixes' }),
  totalSixes: msg({ id: 'cricket.totalSixes', message: 'Total match sixes' }),
}
const TIE = msg({ id: 'cricket.tie', message: 'Tie' })

export const categoryLabel = (i18n: I18n, category: string) =>
  CATEGORIES[category as CricketCategory] ? i18n._(CATEGORIES[category as CricketCategory]) : category

/** "winner:home" → the home team, "firstInnings:over" → "Over 160.5", "mostSixes:tie" → "Tie". */
export function cricketPickLabel(
  i18n: I18n,
  betId: string,
  teams: { home: string; away: string },
  line?: number | null,
) {
  const pick = betId.slice(betId.indexOf(':') + 1)
  if (pick === 'home' || pick === 'away') return teams[pick]
  if (pick === 'tie') return i18n._(TIE)
  return i18n._(pick === 'over' ? 'pick.over' : 'pick.under', { line: line ?? '' })
}
