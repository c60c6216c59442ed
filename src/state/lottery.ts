import { proxy } from 'valtio'
import { castLines, setLineAmount, type TicketEntry, type TicketLines, toggleLine } from './ticketLines.ts'

export type { TicketEntry }

/** Spec §3 lottery state: the chosen region, the selections with their amounts, the warning. */
export interface LotteryState {
  selectedLotteryGame: string
  /** Keyed by a selection's stable key; the value holds the bet and its amount per bet. */
  lotteryBetArray: TicketLines
  /** Spec §3's name; a refused placement is said by the ticket's placement (usePlacement). */
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

export const toggleLotteryBet = (key: string, entry: Omit<TicketEntry, 'amount'>, cast: string) =>
  toggleLine(lottery.lotteryBetArray, key, entry, cast)

export const setLotteryAmount = (key: string, amount: string) =>
  setLineAmount(lottery.lotteryBetArray, key, amount)

export const castLotteryAmount = (amount: string) => castLines(lottery.lotteryBetArray, amount)
