import { oddsFor } from '../sports/pricing.ts'
import {
  type CricketLines,
  type CricketModel,
  type CricketResult,
  probabilities,
  type Side,
} from './model.ts'

/** The markets of a cricket match; `category` is a key the client may translate. */
export const CATEGORIES = ['winner', 'toss', 'firstInnings', 'mostSixes', 'totalSixes'] as const
export type Category = (typeof CATEGORIES)[number]

/** One selection as the lobby shows it and the slip sends it back (spec §3 cricket slip). */
export interface CricketMarket {
  /** Stable within the match: "winner:home", "firstInnings:over", "mostSixes:tie", ... */
  betId: string
  category: Category
  categoryLabel: string
  slipLabel: string
  odd: number
  /** The over/under line, for firstInnings and totalSixes. */
  line?: number
}

/**
 * A selection as a slip took it: the market at the odds taken, with its match and amount (6-place
 * units of the bet's currency, as text since JSON has no bigint).
 */
export interface CricketPick extends CricketMarket {
  matchId: string
  amount: string
}

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

const mostSixes = ({ home, away }: CricketResult): Side | 'tie' =>
  home.sixes > away.sixes ? 'home' : away.sixes > home.sixes ? 'away' : 'tie'

/** Whether a selection won on a played match: the same questions the prices answered. */
export function pickWins(betId: string, line: number | undefined, r: CricketResult): boolean {
  const [category, pick = ''] = betId.split(':')
  const overUnder = (value: number) => (pick === 'over' ? value > (line ?? 0) : value < (line ?? 0))
  switch (category) {
    case 'winner':
      return pick === r.winner
    case 'toss':
      return pick === r.toss
    case 'firstInnings':
      return overUnder(r[r.battedFirst].runs)
    case 'mostSixes':
      return pick === mostSixes(r)
    case 'totalSixes':
      return overUnder(r.home.sixes + r.away.sixes)
    default:
      return false
  }
}
