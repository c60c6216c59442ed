import { proxy } from 'valtio'

/** One selection on a lottery or racing ticket, with its amount per bet (its odds come from the draw). */
export interface TicketEntry {
  bet: unknown
  label: string
  amount: string
}

/** Spec §3 lottery state: the chosen region, the selections with their amounts, the warning. */
export interface LotteryState {
  selectedLotteryGame: string
  /** Keyed by a selection's stable key; the value holds the bet and its amount per bet. */
  lotteryBetArray: Record<string, TicketEntry>
  warningMessage: string | null
  mobileQuickAmount: string | null
  selectedNumberLottery: string
}

export const lottery = proxy<LotteryState>({
  selectedLotteryGame: 'hkmarksix',
  lotteryBetArray: {},
  warningMessage: null,
  mobileQuickAmount: null,
  selectedNumberLottery: 'no1',
})

/** Spec §4: switching the game clears the bets and the warning. */
export function switchLotteryGame(game: string) {
  lottery.selectedLotteryGame = game
  lottery.lotteryBetArray = {}
  lottery.warningMessage = null
}

/** Spec §4: clicking a card toggles it; a new selection takes the current cast amount. */
export function toggleLotteryBet(key: string, entry: { bet: unknown; label: string }, cast: string) {
  if (lottery.lotteryBetArray[key]) delete lottery.lotteryBetArray[key]
  else lottery.lotteryBetArray[key] = { ...entry, amount: cast }
}

/** Spec §4: an amount above 0 sets the bet; an empty amount removes it. */
export function setLotteryAmount(key: string, amount: string) {
  const entry = lottery.lotteryBetArray[key]
  if (!entry) return
  if (amount.trim() === '') delete lottery.lotteryBetArray[key]
  else entry.amount = amount
}

/** Spec §4: changing the cast sets every bet's amount. */
export function castLotteryAmount(amount: string) {
  for (const entry of Object.values(lottery.lotteryBetArray)) entry.amount = amount
}
