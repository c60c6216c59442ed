import { proxy } from 'valtio'
import { castLines, setLineAmount, type TicketEntry, type TicketLines, toggleLine } from './ticketLines.ts'

/** Spec §3 racing state: the group shown, the selections with amounts, the subset (position). */
export const racing = proxy({
  selectedpk10Game: 'twoSide' as string,
  pk10BetArray: {} as TicketLines,
  selectedPk10Subset: 1,
})

/** Spec §4: a placed ticket, or switching the racing game, clears the bets. */
export function resetRacing() {
  racing.pk10BetArray = {}
}

export const toggleRacingBet = (key: string, entry: Omit<TicketEntry, 'amount'>, cast: string) =>
  toggleLine(racing.pk10BetArray, key, entry, cast)

export const setRacingAmount = (key: string, amount: string) =>
  setLineAmount(racing.pk10BetArray, key, amount)

export const castRacingAmount = (amount: string) => castLines(racing.pk10BetArray, amount)
