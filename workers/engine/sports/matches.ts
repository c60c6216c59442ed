import type { Selection } from '../types.ts'

/** The slip's selections grouped by match, matches in order of first appearance. */
export function groupByMatch(selections: readonly Selection[]): Selection[][] {
  const byId = new Map<string, Selection[]>()
  for (const sel of selections) {
    const list = byId.get(sel.matchId)
    if (list) list.push(sel)
    else byId.set(sel.matchId, [sel])
  }
  return [...byId.values()]
}
