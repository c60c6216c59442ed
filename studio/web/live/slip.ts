// The player's chips on the table before they confirm them, and what confirming sends. Amounts
// are bigint minor units. A confirmed bet carries a `key` made once for that intended bet and kept
// while its outcome is unknown (no answer, a 5xx), so a retry can never stake twice; a definite
// answer (the bet, or a refusal) makes the next bet take a new key. Pure: tests/node/live-slip.test.ts.

export type Stakes = Record<string, bigint>

export interface Slip {
  /** Chips put down and not yet confirmed, in the order put down (undo takes the last). */
  chips: { spot: string; amount: bigint }[]
  /** The last confirmed bet's spots, for rebet in the next round. */
  last: Stakes
  key: string
}

export const emptySlip = (newKey: () => string, last: Stakes = {}): Slip => ({
  chips: [],
  last,
  key: newKey(),
})

export function pendingStakes(slip: Slip): Stakes {
  const out: Stakes = {}
  for (const c of slip.chips) out[c.spot] = (out[c.spot] ?? 0n) + c.amount
  return out
}

export const addChip = (slip: Slip, spot: string, amount: bigint): Slip => ({
  ...slip,
  chips: [...slip.chips, { spot, amount }],
})

export const undoChip = (slip: Slip): Slip => ({ ...slip, chips: slip.chips.slice(0, -1) })

export const clearChips = (slip: Slip): Slip => ({ ...slip, chips: [] })

/** Puts the last confirmed bet down again (as chips, one per spot), replacing what was pending. */
export const rebet = (slip: Slip): Slip => ({
  ...slip,
  chips: Object.entries(slip.last)
    .filter(([, a]) => a > 0n)
    .map(([spot, amount]) => ({ spot, amount })),
})

export function sumStakes(stakes: Stakes): bigint {
  let s = 0n
  for (const a of Object.values(stakes)) s += a
  return s
}

export type Answer = { kind: 'placed' } | { kind: 'refused' } | { kind: 'unknown' }

/**
 * The slip after the studio answered a confirm. Placed: the chips are now bets, remembered for
 * rebet, new key. Refused: nothing was taken; the chips stay for the player to change, new key.
 * Unknown: the same chips and the SAME key, so confirming again asks about the same bet.
 */
export function afterAnswer(slip: Slip, answer: Answer, newKey: () => string): Slip {
  if (answer.kind === 'unknown') return slip
  if (answer.kind === 'refused') return { ...slip, key: newKey() }
  return { chips: [], last: pendingStakes(slip), key: newKey() }
}

/** Whether a refusal or failure is definite: a 4xx says the studio decided; no answer or a 5xx does not. */
export const isDefinite = (status: number) => status >= 400 && status < 500
