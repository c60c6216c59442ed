import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { DEPOSIT_STATUSES } from '#contract/backofficeRoles.ts'
import { Button } from '../../components/Button/index.tsx'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Field } from '../../components/Field/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { amountFigure, amountText } from '../../shared/money/format.ts'
import { useDeposits } from './api.ts'
import styles from './Backoffice.module.css'
import { DEPOSIT_STATUS_LABELS } from './labels.ts'
import { Pager, Select, SortHeader, type Sorting, Td } from './Table.tsx'

type SortKey = 'createdAt' | 'credit' | 'account'
const PAGE_SIZE = 25
const START = { status: '', account: '', from: '', to: '' }
type Filters = typeof START

/** Every deposit with its state, filtered by status, player and dates and paged by the server: read-only. */
export function DepositsPage() {
  const { t, i18n } = useLingui()
  const [filters, setFilters] = useState<Filters>(START)
  const [sorting, setSorting] = useState<Sorting<SortKey>>({ sort: 'createdAt', order: 'desc' })
  const [page, setPage] = useState(1)
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''))
  const list = useDeposits({ ...query, ...sorting, page, pageSize: PAGE_SIZE })
  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })

  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    const read = (k: keyof Filters) => String(form.get(k) ?? '').trim()
    setFilters({ status: read('status'), account: read('account'), from: read('from'), to: read('to') })
    setPage(1)
  }
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
      <search>
        <form className={styles.filters} onSubmit={apply} key={JSON.stringify(filters)}>
          <Select name="status" label={label.status} value={filters.status} options={statusOptions} />
          <Field name="account" label={label.account} defaultValue={filters.account} autoCapitalize="none" />
          <Field
            name="from"
            type="date"
            label={t({ id: 'bo.audit.from', message: 'From' })}
            defaultValue={filters.from}
          />
          <Field
            name="to"
            type="date"
            label={t({ id: 'bo.audit.to', message: 'To' })}
            defaultValue={filters.to}
          />
          <div className={styles.filterActions}>
            <Button type="submit">
              <Trans id="bo.filter.apply">Search</Trans>
            </Button>
          </div>
        </form>
      </search>

      {list.isPending ? (
        <Skeleton rows={6} height={44} />
      ) : list.isError ? (
        <ErrorLine error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.rows.length === 0 ? (
        <EmptyState title={t({ id: 'bo.deposits.empty', message: 'No deposits match' })} />
      ) : (
        <>
          <div className={styles.tableWrap}>
            <table className={`${styles.table} ${styles.queue}`}>
              <caption className="visually-hidden">
                <Trans id="bo.deposits.title">Deposits</Trans>
              </caption>
              <thead>
                <tr>
                  <SortHeader column="account" sorting={sorting} onSort={setSorting}>
                    {label.account}
                  </SortHeader>
                  <th scope="col">{label.channel}</th>
                  <th scope="col" className={styles.num}>
                    {label.amount}
                  </th>
                  <SortHeader column="credit" sorting={sorting} onSort={setSorting} numeric>
                    {label.credit}
                  </SortHeader>
                  <th scope="col">{label.status}</th>
                  <SortHeader column="createdAt" sorting={sorting} onSort={setSorting}>
                    {label.time}
                  </SortHeader>
                </tr>
              </thead>
              <tbody>
                {list.data.rows.map((d) => (
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
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
        </>
      )}
    </>
  )
}
