/** Cricket's rules as the slip and the server share them: what a market is, and which picks win. */

export type Side = 'home' | 'away'

/** What a match is priced from and played by (the feed's model, stored with the match). */
export interface CricketModel {
  /** Expected runs of each side's innings (before the chase stops at the target). */
  runs: { home: number; away: number }
  /** Spread of an innings' runs. */
  sd: number
  /** Sixes each side hits on average; an innings of r runs expects sixes × r / runs. */
  sixes: { home: number; away: number }
}

/** The over/under lines, fixed when the match is scheduled so a bet's id always means one line. */
export interface CricketLines {
  firstInnings: number
  totalSixes: number
}

export interface Innings {
  runs: number
  wickets: number
  /** Legal balls faced; 120 is a full T20 innings, 100 in The Hundred. */
  balls: number
  sixes: number
}

export interface CricketResult {
  toss: Side
  decision: 'bat' | 'field'
  battedFirst: Side
  winner: Side
  /** Scores level: a super over decided it. */
  superOver: boolean
  home: Innings
  away: Innings
}

/** The markets of a cricket match; `category` is a key the client may translate. */
export const CRICKET_CATEGORIES = ['winner', 'toss', 'firstInnings', 'mostSixes', 'totalSixes'] as const
export type CricketCategory = (typeof CRICKET_CATEGORIES)[number]

/** One selection as the lobby shows it and the slip sends it back (spec §3 cricket slip). */
export interface CricketMarket {
  /** Stable within the match: "winner:home", "firstInnings:over", "mostSixes:tie", ... */
  betId: string
  category: CricketCategory
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
