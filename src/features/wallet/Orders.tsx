import { Trans, useLingui } from '@lingui/react/macro'
import { queryOptions, type UseQueryResult, useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { DepositOrder, Withdrawal } from '#contract/wallet.ts'
import { ApiError, errorMessage } from '../../api/errors.ts'
import { api } from '../../api/index.ts'
import { Button } from '../../components/Button/index.tsx'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { messageFor } from '../../i18n/index.ts'
import { amountText, moneyText } from '../../shared/money/format.ts'
import { channelName } from './channelName.ts'
import styles from './Wallet.module.css'

const PAGE = 20

export const depositOrdersQuery = (limit: number) =>
  queryOptions({
    queryKey: ['member', 'orders', 'recharge', limit],
    queryFn: () => api.get<DepositOrder[]>('recharge', { query: { start: 0, limit }, silent: true }),
  })

export const withdrawalsQuery = (limit: number) =>
  queryOptions({
    queryKey: ['member', 'orders', 'withdraw', limit],
    queryFn: () => api.get<Withdrawal[]>('withdraw', { query: { start: 0, limit }, silent: true }),
  })

function useDate() {
  const { i18n } = useLingui()
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso))
}

/** Reopens the payment page of a pending order with a fresh link from the server. */
function ContinuePayment({ orderNo }: { orderNo: string }) {
  const { i18n } = useLingui()
  const reopen = useMutation({
    mutationFn: () =>
      api.post<{ payUrl: string }>('continueRecharge', { order_no: orderNo }, { silent: true }),
    onSuccess: ({ payUrl }) => window.open(payUrl, '_blank', 'noopener'),
  })
  if (reopen.data)
    return (
      <a href={reopen.data.payUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
        <Trans id="wallet.openPayment">Open the payment page again</Trans>
      </a>
    )
  return (
    <>
      <Button variant="ghost" disabled={reopen.isPending} onClick={() => reopen.mutate()}>
        <Trans id="wallet.continuePayment">Continue payment</Trans>
      </Button>
      {reopen.error instanceof ApiError ? (
        <span className={styles.out}>{messageFor(i18n, errorMessage(reopen.error))}</span>
      ) : null}
    </>
  )
}

function OrderList<T>({
  query,
  render,
  onMore,
}: {
  query: UseQueryResult<T[]>
  render(row: T): React.ReactNode
  onMore(): void
}) {
  const { t } = useLingui()
  if (query.isPending) return <Skeleton rows={3} height={52} />
  if (query.isError) return <ErrorLine error={query.error} onRetry={() => query.refetch()} />
  if (query.data.length === 0)
    return <EmptyState icon="wallet" title={t({ id: 'wallet.noOrders', message: 'No orders yet' })} />
  return (
    <>
      <ul className={styles.history}>{query.data.map(render)}</ul>
      {query.data.length % PAGE === 0 ? (
        <Button variant="ghost" onClick={onMore}>
          {t({ id: 'history.more', message: 'Show more' })}
        </Button>
      ) : null}
    </>
  )
}

/** The player's deposit orders: amount, channel, status, and a way back to a pending payment. */
export function DepositOrders() {
  const { t, i18n } = useLingui()
  const date = useDate()
  const [limit, setLimit] = useState(PAGE)
  const orders = useQuery(depositOrdersQuery(limit))
  // Spec §4 transaction states.
  const status: Record<number, string> = {
    0: t({ id: 'status.pending', message: 'Pending' }),
    1: t({ id: 'order.processing', message: 'Processing' }),
    2: t({ id: 'order.failed', message: 'Failed' }),
    3: t({ id: 'order.paid', message: 'Paid' }),
    4: t({ id: 'order.rejected', message: 'Rejected' }),
    5: t({ id: 'order.processing', message: 'Processing' }),
  }
  return (
    <OrderList
      query={orders}
      onMore={() => setLimit((l) => l + PAGE)}
      render={(o) => (
        <li key={o.id} className={styles.entry} data-status={o.status}>
          <span>
            {channelName(i18n, { kind: o.kind, name: o.channel })} ·{' '}
            <span className="tabular">{o.order_no}</span>
          </span>
          <span className="tabular">{amountText(o.amount, o.currency)}</span>
          <span className={styles.date}>{date(o.created_at)}</span>
          <span className={`${styles.after} ${o.status === 3 ? styles.in : ''}`}>
            {status[o.status] ?? o.status}
          </span>
          {o.can_continue ? <ContinuePayment orderNo={o.order_no} /> : null}
        </li>
      )}
    />
  )
}

/** The player's withdrawals: amount, what arrives, status, and why one was rejected. */
export function Withdrawals() {
  const { t } = useLingui()
  const date = useDate()
  const [limit, setLimit] = useState(PAGE)
  const list = useQuery(withdrawalsQuery(limit))
  // Spec §4 approval states.
  const status: Record<number, string> = {
    0: t({ id: 'status.pending', message: 'Pending' }),
    1: t({ id: 'order.processing', message: 'Processing' }),
    2: t({ id: 'order.failed', message: 'Failed' }),
    3: t({ id: 'order.approved', message: 'Approved' }),
    4: t({ id: 'order.rejected', message: 'Rejected' }),
  }
  return (
    <OrderList
      query={list}
      onMore={() => setLimit((l) => l + PAGE)}
      render={(w) => (
        <li key={w.id} className={styles.entry} data-status={w.status}>
          <span className="tabular">{w.orderNo}</span>
          <span className={`tabular ${styles.out}`}>-{moneyText(BigInt(w.amount), 'USDT')}</span>
          <span className={styles.date}>{date(w.createdAt)}</span>
          <span
            className={`${styles.after} ${w.status === 4 ? styles.out : w.status === 3 ? styles.in : ''}`}
          >
            {status[w.status] ?? w.status}
          </span>
          {w.status === 4 && w.reason ? (
            <span className={styles.date}>{t({ id: 'order.reason', message: `Reason: ${w.reason}` })}</span>
          ) : null}
        </li>
      )}
    />
  )
}
