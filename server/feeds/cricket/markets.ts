import type { CricketCategory as Category, CricketLines, CricketMarket, CricketModel } from '#engine/index.ts'
import { oddsFor } from '../sports/pricing.ts'
import { probabilities } from './model.ts'

const CATEGORY_LABEL: Record<Category, string> = {
  winner: 'Match winner',
  toss: 'Toss winner',
  firstInnings: '1st innings runs',
  mostSixes: 'Most sixes',
  totalSixes: 'Total match sixes',
}

/** A bigger book (three outcomes, long tails) carries a bigger margin; the toss is a coin. */
const MARGIN: Record<Category, number> = {
  winner: 0.06,
  toss: 0.05,
  firstInnings: 0.07,
  mostSixes: 0.08,
  totalSixes: 0.07,
}

interface Teams {
  home: string
  away: string
}

/** Every selection of the match with its label and line, before pricing. */
function selections(teams: Teams, lines: CricketLines) {
  const sides = (category: Category) =>
    (['home', 'away'] as const).map((s) => ({ category, pick: s, slipLabel: teams[s] }))
  const overUnder = (category: Category, line: number) =>
    (['over', 'under'] as const).map((pick) => ({
      category,
      pick,
      slipLabel: `${pick === 'over' ? 'Over' : 'Under'} ${line}`,
      line,
    }))
  return [
    ...sides('winner'),
    ...sides('toss'),
    ...overUnder('firstInnings', lines.firstInnings),
    ...sides('mostSixes'),
    { category: 'mostSixes' as const, pick: 'tie', slipLabel: 'Tie' },
    ...overUnder('totalSixes', lines.totalSixes),
  ]
}

/** The match's markets priced from its model with the bookmaker's margin (2 decimals, ≥ 1.01). */
export function marketsFor(teams: Teams, model: CricketModel, lines: CricketLines): CricketMarket[] {
  const p = probabilities(model, lines)
  return selections(teams, lines).map(({ category, pick, slipLabel, ...line }) => {
    const betId = `${category}:${pick}`
    return {
      betId,
      category,
      categoryLabel: CATEGORY_LABEL[category],
      slipLabel,
      odd: oddsFor(p[betId] ?? 0, MARGIN[category]),
      ...line,
    }
  })
}
