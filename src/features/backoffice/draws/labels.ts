import { msg } from '@lingui/core/macro'
import type { DrawStatus, DrawTicketRow } from '#contract/backofficeRoles.ts'

export const DRAW_STATUS_LABELS: Record<DrawStatus, ReturnType<typeof msg>> = {
  open: msg({ id: 'bo.draws.status.open', message: 'Open' }),
  closed: msg({ id: 'bo.draws.status.closed', message: 'Betting closed' }),
  settled: msg({ id: 'bo.draws.status.settled', message: 'Published' }),
  canceled: msg({ id: 'bo.draws.status.canceled', message: 'Cancelled' }),
}

export const TICKET_STATUS_LABELS: Record<DrawTicketRow['status'], ReturnType<typeof msg>> = {
  pending: msg({ id: 'bo.draws.ticket.pending', message: 'Open' }),
  settled: msg({ id: 'bo.draws.ticket.settled', message: 'Settled' }),
  cancelled: msg({ id: 'bo.draws.ticket.cancelled', message: 'Cancelled' }),
}

const valueText = (v: unknown) => (Array.isArray(v) ? v.join(' ') : String(v))

/**
 * A selection as stored ({ type: 'specialCode', number: 7 }) in one line, its type first:
 * "specialCode · number 7". The database keeps the keys in its own order.
 */
export function selectionText(bet: unknown) {
  if (!bet || typeof bet !== 'object') return String(bet)
  const { type, ...rest } = bet as Record<string, unknown>
  const parts = Object.entries(rest)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k} ${valueText(v)}`)
  return [...(type === undefined ? [] : [valueText(type)]), ...parts].join(' · ')
}
