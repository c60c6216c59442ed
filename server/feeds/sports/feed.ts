/**
 * Where fixtures, prices and results come from. A feed keeps the `matches` table current (the
 * schedule, each match's markets and odds, scores or a postponement); placing and settling bets
 * read only that table, so a real data provider can replace the simulator without touching them.
 */
export interface SportsFeed {
  /** Brings the table up to `now`; returns how many matches got a final result. */
  sync(now: Date): Promise<number>
}
