/** One selection on a lottery or racing ticket, with its amount per bet (its odds come from the draw). */
export interface TicketEntry {
  bet: unknown
  label: string
  /** exact decimal text, as typed */
  amount: string
}

/** A ticket's selections, keyed by a selection's stable key. */
export type TicketLines = Record<string, TicketEntry>

/** Spec §4: clicking a card toggles it; a new selection takes the current cast amount. */
export function toggleLine(
  lines: TicketLines,
  key: string,
  entry: Omit<TicketEntry, 'amount'>,
  cast: string,
) {
  if (lines[key]) delete lines[key]
  else lines[key] = { ...entry, amount: cast }
}

/** Spec §4: an amount above 0 sets the bet; an empty amount removes it. */
export function setLineAmount(lines: TicketLines, key: string, amount: string) {
  const entry = lines[key]
  if (!entry) return
  if (amount.trim() === '') delete lines[key]
  else entry.amount = amount
}

/** Spec §4: changing the cast sets every bet's amount. */
export function castLines(lines: TicketLines, amount: string) {
  for (const entry of Object.values(lines)) entry.amount = amount
}
