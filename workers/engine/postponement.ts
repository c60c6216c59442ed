/**
 * Spec (football rules, and the same for every sport and cricket): a match postponed for more
 * than 36 hours after its start is void, its legs counted at odds 1 and a single on it refunded.
 * Pure, so settlement, the back office's result entry and My bets read one rule.
 */
export const VOID_AFTER_MS = 36 * 3600_000

/** When a postponed match that starts at `kickoff` turns void unless it has been played. */
export const voidsAt = (kickoff: Date) => new Date(kickoff.getTime() + VOID_AFTER_MS)

/** Whether a postponed match is void by the rule at `now`. */
export const postponedTooLong = (kickoff: Date, now: Date) => now.getTime() >= voidsAt(kickoff).getTime()
