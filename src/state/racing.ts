import { proxy } from 'valtio'
import type { TicketEntry } from './lottery.ts'

/** Spec §3 racing state: the group shown, the selections with amounts, the subset (position). */
export const racing = proxy({
  selectedpk10Game: 'twoSide' as string,
  pk10BetArray: {} as Record<string, TicketEntry>,
  selectedPk10Subset: 1,
  warningMessage: null as string | null,
})

/** Spec §4: switching the racing game clears the bets and the warning. */
export function resetRacing() {
  racing.pk10BetArray = {}
  racing.warningMessage = null
}

export function toggleRacingBet(key: string, entry: Omit<TicketEntry, 'amount'>, cast: string) {
  if (racing.pk10BetArray[key]) delete racing.pk10BetArray[key]
  else racing.pk10BetArray[key] = { ...entry, amount: cast }
}
