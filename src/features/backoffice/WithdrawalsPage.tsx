import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { WITHDRAWAL_STATUSES, type WithdrawalRow } from '#contract/backofficeRoles.ts'
import { Button } from '../../components/Button/index.tsx'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Field } from '../../components/Field/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { amountFigure } from '../../shared/money/format.ts'
import { useWithdrawals } from './api.ts'
import styles from './Backoffice.module.css'
import { WITHDRAWAL_STATUS_LABELS } from './labels.ts'
import { Pager, Select, SortHeader, type Sorting, Td } from './Table.tsx'
import { type Decision, WithdrawalDecisionDialog } from './WithdrawalDecisionDialog.tsx'

type SortKey = 'createdAt' | 'amount' | 'account'
const PAGE_SIZE = 25
/** The queue opens on what waits for a decision. */
const START = { status: 'canApprove', account: '', from: '', to: '' }
type Filters = typeof START

/** The channel's name already says the network: a USDT row shows the address alone. */
const destinationText = (d: Record<string, string>) =>
  d.address ?? [d.bank, d.account, d.account_name].filter(Boolean).join(' · ')

/** The withdrawal queue: filtered by status, player and dates, paged by the server; finance approves or rejects. */
export function WithdrawalsPage() {
  const { t, i18n } = useLingui()
  const [filters, setFilters] = useState<Filters>(START)
  const [sorting, setSorting] = useState<Sorting<SortKey>>({ sort: 'createdAt', order: 'desc' })
  const [page, setPage] = useState(1)
  const [deciding, setDeciding] = useState<{ row: WithdrawalRow; decision: Decision } | null>(null)
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''))
  const list = useWithdrawals({ ...query, ...sorting, page, pageSize: PAGE_SIZE })
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
    amount: t({ id: 'bo.withdrawals.amountUsdt', message: 'Amount (USDT)' }),
    fee: t({ id: 'bo.withdrawals.feeUsdt', message: 'Fees (USDT)' }),
    net: t({ id: 'bo.withdrawals.netUsdt', message: 'Paid out (USDT)' }),
    channel: t({ id: 'bo.withdrawals.channel', message: 'Channel and destination' }),
    status: t({ id: 'bo.withdrawals.status', message: 'Status' }),
    time: t({ id: 'bo.withdrawals.time', message: 'Asked at' }),
    actions: t({ id: 'bo.withdrawals.actions', message: 'Decision' }),
  }
  const statusOptions = [
    { value: '', label: t({ id: 'bo.withdrawals.anyStatus', message: 'Any status' }) },
    ...WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: i18n._(WITHDRAWAL_STATUS_LABELS[s]) })),
  ]

  return (
    <>
      <h1 className={styles.title}>
        <Trans id="bo.withdrawals.title">Withdrawals</Trans>
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
        <EmptyState title={t({ id: 'bo.withdrawals.empty', message: 'No withdrawals match' })} />
      ) : (
        <>
          <div className={styles.tableWrap}>
            <table className={`${styles.table} ${styles.queue}`}>
              <caption className="visually-hidden">
                <Trans id="bo.withdrawals.title">Withdrawals</Trans>
              </caption>
              <thead>
                <tr>
                  <SortHeader column="account" sorting={sorting} onSort={setSorting}>
                    {label.account}
                  </SortHeader>
                  <SortHeader column="amount" sorting={sorting} onSort={setSorting} numeric>
                    {label.amount}
                  </SortHeader>
                  <th scope="col" className={styles.num}>
                    {label.fee}
                  </th>
                  <th scope="col" className={styles.num}>
                    {label.net}
                  </th>
                  <th scope="col">{label.channel}</th>
                  <th scope="col">{label.status}</th>
                  <SortHeader column="createdAt" sorting={sorting} onSort={setSorting}>
                    {label.time}
                  </SortHeader>
                  <th scope="col">{label.actions}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.rows.map((w) => (
                  <tr key={w.id}>
                    <Td label={label.account}>
                      {w.account}
                      <br />
                      <span className={`tabular ${styles.muted}`}>{w.orderNo}</span>
                    </Td>
                    <Td label={label.amount} className={`tabular ${styles.num} ${styles.nowrap}`}>
                      {amountFigure(w.amount, 'USDT')}
                    </Td>
                    <Td label={label.fee} className={`tabular ${styles.num} ${styles.nowrap}`}>
                      {amountFigure(w.fee, 'USDT')}
                    </Td>
                    <Td label={label.net} className={`tabular ${styles.num} ${styles.nowrap}`}>
                      {amountFigure(w.net, 'USDT')}
                    </Td>
                    <Td label={label.channel}>
                      {w.channel}
                      <br />
                      <span className={`${styles.muted} ${styles.breakAll} ${styles.destination}`}>
                        {destinationText(w.destination)}
                      </span>
                    </Td>
                    <Td label={label.status}>
                      <span className={styles.pill}>{i18n._(WITHDRAWAL_STATUS_LABELS[w.status])}</span>
                      {w.reason ? <span className={styles.muted}> {w.reason}</span> : null}
                    </Td>
                    <Td label={label.time} className={`tabular ${styles.nowrap}`}>
                      {dateTime.format(new Date(w.createdAt))}
                    </Td>
                    <Td label={label.actions}>
                      {w.status === 'canApprove' ? (
                        <span className={styles.rowActions}>
                          <Button
                            variant="primary"
                            onClick={() => setDeciding({ row: w, decision: 'approve' })}
                          >
                            <Trans id="bo.withdrawals.approve">Approve</Trans>
                          </Button>
                          <Button
                            variant="danger"
                            onClick={() => setDeciding({ row: w, decision: 'reject' })}
                          >
                            <Trans id="bo.withdrawals.reject">Reject</Trans>
                          </Button>
                        </span>
                      ) : (
                        '—'
                      )}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
        </>
      )}
      {deciding ? (
        <WithdrawalDecisionDialog
          withdrawal={deciding.row}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </>
  )
}
