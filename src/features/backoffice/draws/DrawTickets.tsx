import { useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { DrawTicketRow, DrawTickets as Page } from '#contract/backofficeRoles.ts'
import { amountFigure } from '../../../shared/money/format.ts'
import type { Query } from '../api.ts'
import styles from '../Backoffice.module.css'
import { gameName } from '../gameName.ts'
import { columnsOf, Td } from '../resource/DataTable.tsx'
import { ServerTable, useServerList } from '../resource/PagedList.tsx'
import { useDrawTickets } from './api.ts'
import own from './Draws.module.css'
import { selectionText, TICKET_STATUS_LABELS } from './labels.ts'

const START = {}

/** One draw's selections, newest first and paged by the server, with what each could pay. */
export function DrawTickets({ drawId }: { drawId: number }) {
  const { t, i18n } = useLingui()
  const useTickets = (query: Query): UseQueryResult<Page> => useDrawTickets(drawId, query)
  const view = useServerList<DrawTicketRow, typeof START, 'id'>(useTickets, {
    start: START,
    sort: { sort: 'id', order: 'desc' },
    pageSize: 20,
  })
  // Opened from the list below or a dashboard link: bring the tickets into view.
  const shown = useRef<HTMLElement>(null)
  useEffect(() => {
    shown.current?.scrollIntoView({ block: 'start' })
  }, [])
  const draw = (view.list.data as Page | undefined)?.draw
  const name = draw ? `${gameName(i18n, draw.game)} ${draw.matchId}` : `#${drawId}`
  const caption = t({ id: 'bo.draws.ticketsOf', message: `Tickets of ${name}` })
  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
  const money = `tabular ${styles.num} ${styles.nowrap}`
  const label = {
    ticket: t({ id: 'bo.draws.ticket', message: 'Ticket' }),
    player: t({ id: 'bo.withdrawals.account', message: 'Player' }),
    selection: t({ id: 'bo.draws.selection', message: 'Selection' }),
    odds: t({ id: 'bo.draws.odds', message: 'Odds' }),
    stake: t({ id: 'bo.draws.stakeUsdt', message: 'Stake (USDT)' }),
    max: t({ id: 'bo.draws.maxPayoutUsdt', message: 'Could pay (USDT)' }),
    status: t({ id: 'bo.withdrawals.status', message: 'Status' }),
    payout: t({ id: 'bo.draws.payoutUsdt', message: 'Paid (USDT)' }),
  }
  return (
    <section className={`${styles.section} ${own.tickets}`} aria-label={caption} ref={shown}>
      <h2 className={styles.subtitle}>{caption}</h2>
      <ServerTable
        view={view}
        caption={caption}
        empty={t({ id: 'bo.draws.noTickets', message: 'No tickets on this draw' })}
        columns={[
          { key: 'id', label: label.ticket, kind: 'text', sortable: true },
          ...columnsOf(
            [label.player, label.selection, label.status, label.odds, label.stake, label.max, label.payout],
            3,
          ),
        ]}
      >
        {(rows) =>
          rows.map((b) => (
            <tr key={b.id}>
              <Td label={label.ticket}>
                <span className="tabular">{b.ticket}</span>
                <br />
                <span className={`tabular ${styles.muted}`}>{dateTime.format(new Date(b.createdAt))}</span>
              </Td>
              <Td label={label.player}>{b.account}</Td>
              <Td label={label.selection}>
                {selectionText(b.bet)}
                {b.count > 1 ? ` ×${b.count}` : ''}
              </Td>
              <Td label={label.status}>
                <span className={styles.pill}>{i18n._(TICKET_STATUS_LABELS[b.status])}</span>
                {b.outcome ? <span className={styles.muted}> {b.outcome}</span> : null}
              </Td>
              <Td label={label.odds} className={`tabular ${styles.num}`}>
                {b.odds}
              </Td>
              <Td label={label.stake} className={money}>
                {amountFigure(b.stake, 'USDT')}
              </Td>
              <Td label={label.max} className={money}>
                {amountFigure(b.maxPayout, 'USDT')}
              </Td>
              <Td label={label.payout} className={money}>
                {b.payout === null ? '—' : amountFigure(b.payout, 'USDT')}
              </Td>
            </tr>
          ))
        }
      </ServerTable>
    </section>
  )
}
