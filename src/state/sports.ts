import type { Snapshot } from 'valtio'
import {
  availableStrings,
  type Kind,
  type MatchInfo,
  removeMatch,
  removeSelection,
  type Selection,
  type SlipInput,
  type SlipLabelValue,
  type SlipMatch,
  SPORT_GAMES,
  type SportGame,
  slipSelections,
  toggleSelection,
} from '#engine/index.ts'
import { STORAGE_KEYS } from './storage.ts'
import { storedSlip } from './storedSlip.ts'

/**
 * Spec §3 bets state: the slip and its parlay options. What it can pay is a query of the slip's
 * input (src/features/sports/slip/estimate.ts), not kept here.
 */
export interface BetsState {
  selectedGame: SportGame
  betSlipList: SlipMatch[]
  /** parlay sizes the picks allow (availableStrings), worked out once each time the picks change */
  allowedStrings: number[]
  /** parlay sizes chosen: 1 single, k "k String 1" */
  selectedOptions: number[]
  /** castValue is the multiple, typed by the player (kept as text while editing) */
  castValue: string
}

const empty = (game: SportGame = 'soccer'): BetsState => ({
  selectedGame: game,
  betSlipList: [],
  allowedStrings: [],
  selectedOptions: [],
  castValue: '1',
})

const GAMES: readonly SportGame[] = SPORT_GAMES
type StoredBets = Pick<BetsState, 'selectedGame' | 'betSlipList' | 'selectedOptions' | 'castValue'>

/** The stored bet item (spec §2) keeps the picks, the parlays and the multiple through a reload. */
export const bets = storedSlip<BetsState, StoredBets>(
  STORAGE_KEYS.betItem,
  (stored) => {
    const game = stored?.selectedGame
    if (!game || !GAMES.includes(game) || !Array.isArray(stored?.betSlipList)) return empty()
    return {
      ...empty(game),
      betSlipList: stored.betSlipList,
      allowedStrings: availableStrings(game, slipSelections(stored.betSlipList)),
      selectedOptions: stored.selectedOptions ?? [],
      castValue: stored.castValue ?? '1',
    }
  },
  ({ selectedGame, betSlipList, selectedOptions, castValue }) =>
    betSlipList.length === 0 ? null : { selectedGame, betSlipList, selectedOptions, castValue },
)

/**
 * What the slip asks of the engine, as the player has set it: the picks, the chosen parlays the
 * picks still allow and the multiple; no input while any of them is missing.
 */
export function slipInput(
  slip: Snapshot<BetsState>,
  selections: Selection[] = slipSelections(slip.betSlipList as SlipMatch[]),
) {
  const multiple = /^\d{1,7}$/.test(slip.castValue) ? Number(slip.castValue) : 0
  const strings = slip.selectedOptions.filter((k) => slip.allowedStrings.includes(k))
  const input: SlipInput | null =
    selections.length > 0 && strings.length > 0 && multiple > 0
      ? { game: slip.selectedGame, selections, strings, multiple }
      : null
  return { selections, multiple, strings, input }
}

/** The parlay a slip starts with: all its matches in one "n String 1", else the longest allowed. */
function defaultOptions(matches: number, allowed: readonly number[]) {
  if (matches > 1 && allowed.includes(matches)) return [matches]
  const longest = allowed.at(-1)
  return longest === undefined ? [] : [longest]
}

/**
 * After the picks change: a parlay the player chose survives while still allowed; a slip still on
 * its default parlay moves to the new default.
 */
function keepOptions(matchesBefore: number) {
  // Cheap (one pass over the picks), so it runs here rather than in the worker.
  const allowed = availableStrings(bets.selectedGame, slipSelections(bets.betSlipList))
  bets.allowedStrings = allowed
  const wasDefault =
    bets.selectedOptions.length <= 1 &&
    (bets.selectedOptions[0] === undefined || bets.selectedOptions[0] === Math.max(1, matchesBefore))
  const kept = bets.selectedOptions.filter((k) => allowed.includes(k))
  bets.selectedOptions =
    wasDefault || kept.length === 0 ? defaultOptions(bets.betSlipList.length, allowed) : kept
}

/** Clicking an odds button; a pick on another game starts a new slip (a slip is one game). */
export function toggleSlipSelection(game: SportGame, match: MatchInfo, kind: Kind, value: SlipLabelValue) {
  if (bets.selectedGame !== game) Object.assign(bets, empty(game))
  const before = bets.betSlipList.length
  bets.betSlipList = toggleSelection(bets.betSlipList, match, kind, value)
  keepOptions(before)
}

export function removeSlipSelection(matchId: string, kind: Kind, key: string) {
  const before = bets.betSlipList.length
  bets.betSlipList = removeSelection(bets.betSlipList, matchId, kind, key)
  keepOptions(before)
}

export function removeSlipMatch(matchId: string) {
  const before = bets.betSlipList.length
  bets.betSlipList = removeMatch(bets.betSlipList, matchId)
  keepOptions(before)
}

/** Spec §2: the panel's X clears the selection and the stored bet item. */
export function clearSlip() {
  Object.assign(bets, empty(bets.selectedGame))
}

export function toggleParlayOption(k: number) {
  bets.selectedOptions = bets.selectedOptions.includes(k)
    ? bets.selectedOptions.filter((x) => x !== k)
    : [...bets.selectedOptions, k].sort((a, b) => a - b)
}

export function setParlayOptions(ks: readonly number[]) {
  bets.selectedOptions = [...ks]
}

/** The server took the bet at new odds, or the player accepted them: the slip shows them. */
export function updateSlipOdds(
  changes: readonly { match_id: string; kind: string; name: string; odds: number }[],
) {
  for (const c of changes) {
    const value = bets.betSlipList
      .find((m) => m.match_id === c.match_id)
      ?.betSlipLabelArray.find((l) => l.key === c.kind)
      ?.labelValueArray.find((v) => v.key === c.name)
    if (value) value.odds = c.odds
  }
}
