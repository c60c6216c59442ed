// The engine's public API (markets.md). Pure and synchronous: the worker, the server and tests import it.

export * from './constants.ts'
export {
  CRICKET_CATEGORIES,
  type CricketCategory,
  type CricketLines,
  type CricketMarket,
  type CricketModel,
  type CricketPick,
  type CricketResult,
  type Innings,
  pickWins,
  type Side as CricketSide,
} from './cricket/markets.ts'
export { cricketReturn, type DecidedMatch, pickReturn } from './cricket/returns.ts'
export { markSixFromSeed, seedMatches } from './draws.ts'
export {
  type BetLimits,
  type BetToCheck,
  type BetWarning,
  betWarnings,
  type LimitProblem,
  limitProblems,
} from './limits.ts'
export {
  type MarkSixBet,
  type MarkSixBuild,
  markSixBetCount,
  markSixSelectionProblem,
  POSITIONS,
  type Position,
  type SelectionProblem,
  type ZodiacLevel,
} from './marksix/bets.ts'
export { type Colour, markSixColour, type Side } from './marksix/numbers.ts'
export { markSixOddsIndex } from './marksix/odds.ts'
export { type LotterySettlement, type MarkSixDraw, settleMarkSix } from './marksix/settle.ts'
export { markSixTicketRange, type TicketLine } from './marksix/ticketRange.ts'
export { ANIMALS, animalNumbers, markSixAnimal, yearAnimal } from './marksix/zodiac.ts'
export {
  centsText,
  currencyDecimals,
  displayAmount,
  formatAmount,
  formatMinorUnits,
  payAtOdds,
  roundHalfEven,
  textCents,
  toMinorUnits,
  trimZeros,
  truncateAmount,
  usdtInCurrency,
  zeroPad,
} from './money.ts'
export { postponedTooLong, VOID_AFTER_MS, voidsAt } from './postponement.ts'
export {
  type RacingBet,
  type RacingDraw,
  type RacingGroup,
  racingGroup,
  racingOddsIndex,
} from './racing/bets.ts'
export { settleRacing } from './racing/settle.ts'
export {
  applyEstimate,
  type CricketBet,
  type CricketMatch,
  type MatchInfo,
  removeMatch,
  removeSelection,
  type ShownEstimate,
  type SlipLabel,
  type SlipLabelValue,
  type SlipMatch,
  slipSelections,
  toggleCricketBet,
  toggleSelection,
} from './slip.ts'
export {
  advance,
  type CombinationPlan,
  type Cursor,
  combinationAt,
  combinationCount,
  cursorAt,
  planCombinations,
} from './sports/combinations.ts'
export { estimateSlip } from './sports/estimate.ts'
export { selectionWins } from './sports/results.ts'
export {
  batchBuffers,
  type CombinationEntry,
  type CombinationRow,
  combinationRows,
  decodeRows,
  fillRows,
  type RowBatch,
} from './sports/rows.ts'
export { capFor, longestParlay } from './sports/rules.ts'
export { type CombinationSettlement, type MatchResult, settleCombination } from './sports/settle.ts'
export { availableStrings, type ParlayPreset, parlayPresets } from './sports/strings.ts'
export {
  type Animal,
  type Kind,
  MARKET_KINDS,
  type Score,
  type Selection,
  type SlipEstimate,
  type SlipInput,
  SPORT_GAMES,
  type SportGame,
} from './types.ts'
