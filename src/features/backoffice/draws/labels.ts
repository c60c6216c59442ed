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

/** A selection as stored ({ type: 'specialCode', number: 7 }) in one line: "specialCode · 7". */
export const selectionText = (bet: unknown) =>
  bet && typeof bet === 'object'
    ? Object.values(bet)
        .map((v) => (Array.isArray(v) ? v.join(' ') : String(v)))
        .join(' · ')
    : String(bet)
