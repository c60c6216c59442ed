import { Trans, useLingui } from '@lingui/react/macro'
import { DEPOSIT_STATUSES, type DepositRow } from '#contract/backofficeRoles.ts'
import { amountFigure, amountText } from '../../shared/money/format.ts'
import { useDeposits } from './api.ts'
import styles from './Backoffice.module.css'
import { DEPOSIT_STATUS_LABELS } from './labels.ts'
import { Td } from './resource/DataTable.tsx'
import { ServerTable, StatusPlayerFilters, useServerList } from './resource/PagedList.tsx'

type SortKey = 'createdAt' | 'credit' | 'account'
const START = { status: '', account: '', from: '', to: '' }

/** Every deposit with its state, filtered by status, player and dates and paged by the server: read-only. */
export function DepositsPage() {
  const { t, i18n } = useLingui()
  const view = useServerList<DepositRow, typeof START, SortKey>(useDeposits, {
    start: START,
    sort: { sort: 'createdAt', order: 'desc' },
  })
  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
  const label = {
    account: t({ id: 'bo.withdrawals.account', message: 'Player' }),
    channel: t({ id: 'bo.deposits.channel', message: 'Channel' }),
    amount: t({ id: 'bo.deposits.paid', message: 'Paid' }),
    credit: t({ id: 'bo.deposits.creditUsdt', message: 'Credited (USDT)' }),
    status: t({ id: 'bo.withdrawals.status', message: 'Status' }),
    time: t({ id: 'bo.deposits.time', message: 'Created' }),
  }
  const statusOptions = [
    { value: '', label: t({ id: 'bo.withdrawals.anyStatus', message: 'Any status' }) },
    ...DEPOSIT_STATUSES.map((s) => ({ value: s, label: i18n._(DEPOSIT_STATUS_LABELS[s]) })),
  ]

  return (
    <>
      <h1 className={styles.title}>
        <Trans id="bo.deposits.title">Deposits</Trans>
      </h1>
      <StatusPlayerFilters view={view} statusOptions={statusOptions} />
      <ServerTable
        view={view}
        className={styles.queue}
        caption={t({ id: 'bo.deposits.title', message: 'Deposits' })}
        empty={t({ id: 'bo.deposits.empty', message: 'No deposits match' })}
        columns={[
          { key: 'account', label: label.account, kind: 'text', sortable: true },
          { key: 'channel', label: label.channel, kind: 'text' },
          { key: 'amount', label: label.amount, kind: 'number' },
          { key: 'credit', label: label.credit, kind: 'number', sortable: true },
          { key: 'status', label: label.status, kind: 'text' },
          { key: 'createdAt', label: label.time, kind: 'text', sortable: true },
        ]}
      >
        {(rows) =>
          rows.map((d) => (
            <tr key={d.id}>
              <Td label={label.account}>
                {d.account}
                <br />
                <span className={`tabular ${styles.muted}`}>{d.orderNo}</span>
              </Td>
              <Td label={label.channel}>{d.channel}</Td>
              <Td label={label.amount} className={`tabular ${styles.num} ${styles.nowrap}`}>
                {amountText(d.amount, d.currency)}
              </Td>
              <Td label={label.credit} className={`tabular ${styles.num} ${styles.nowrap}`}>
                {amountFigure(d.credit, 'USDT')}
              </Td>
              <Td label={label.status}>
                <span className={styles.pill}>{i18n._(DEPOSIT_STATUS_LABELS[d.status])}</span>
              </Td>
              <Td label={label.time} className={`tabular ${styles.nowrap}`}>
                {dateTime.format(new Date(d.createdAt))}
              </Td>
            </tr>
          ))
        }
      </ServerTable>
    </>
  )
}
