import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../components/Button/index.tsx'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { amountText } from '../../shared/money/format.ts'
import { changeLogQuery } from './api.ts'
import { DepositOrders, Withdrawals } from './Orders.tsx'
import styles from './Wallet.module.css'

const PAGE = 20

type View = 'movements' | 'deposits' | 'withdrawals'

/**
 * Transaction history: every wallet movement with the balance after it, or the orders behind them
 * — deposit orders (a pending payment can be reopened) and withdrawals with their status.
 */
export function HistoryTab() {
  const { t } = useLingui()
  const [view, setView] = useState<View>('movements')
  const views: Record<View, string> = {
    movements: t({ id: 'history.movements', message: 'Movements' }),
    deposits: t({ id: 'history.deposits', message: 'Deposit orders' }),
    withdrawals: t({ id: 'history.withdrawals', message: 'Withdrawals' }),
  }
  return (
    <div className={styles.tab}>
      <fieldset className={styles.views}>
        <legend className={styles.label}>{t({ id: 'history.show', message: 'Show' })}</legend>
        {(Object.keys(views) as View[]).map((v) => (
          <button
            key={v}
            type="button"
            className={styles.view}
            aria-pressed={v === view}
            onClick={() => setView(v)}
          >
            {views[v]}
          </button>
        ))}
      </fieldset>
      {view === 'movements' ? <Movements /> : view === 'deposits' ? <DepositOrders /> : <Withdrawals />}
    </div>
  )
}

/** Every wallet movement with the balance after it, by kind and date range. */
function Movements() {
  const { t, i18n } = useLingui()
  const [kind, setKind] = useState<number | undefined>(undefined)
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [limit, setLimit] = useState(PAGE)
  const log = useQuery(
    changeLogQuery({ kind, start_date: from || undefined, end_date: to || undefined, limit }),
  )
  const kinds: Record<number, string> = {
    34: t({ id: 'history.recharge', message: 'Deposit' }),
    50: t({ id: 'history.withdraw', message: 'Withdrawal' }),
    51: t({ id: 'history.refund', message: 'Withdrawal refund' }),
    60: t({ id: 'history.transferOut', message: 'Transfer sent' }),
    61: t({ id: 'history.transferIn', message: 'Transfer received' }),
    70: t({ id: 'history.bet', message: 'Bet placed' }),
    71: t({ id: 'history.payout', message: 'Bet paid out' }),
    80: t({ id: 'history.adjustment', message: 'Balance adjustment' }),
  }
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso))
  return (
    <>
      <div className={styles.filters}>
        <label className={styles.label}>
          {t({ id: 'history.kind', message: 'Type' })}
          <select
            className={styles.select}
            value={kind ?? ''}
            onChange={(e) => setKind(e.target.value ? Number(e.target.value) : undefined)}
          >
            <option value="">{t({ id: 'status.all', message: 'All' })}</option>
            {Object.entries(kinds).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.label}>
          {t({ id: 'history.from', message: 'From' })}
          <input
            type="date"
            className={styles.select}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className={styles.label}>
          {t({ id: 'history.to', message: 'To' })}
          <input type="date" className={styles.select} value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
      </div>
      {log.isPending ? <Skeleton rows={4} height={52} /> : null}
      {log.isError ? <ErrorLine error={log.error} onRetry={() => log.refetch()} /> : null}
      {log.data && log.data.list.length === 0 ? (
        <EmptyState
          icon="wallet"
          title={t({ id: 'wallet.noTransactions', message: 'No transactions yet' })}
        />
      ) : null}
      {log.data && log.data.list.length > 0 ? (
        <ul className={styles.history}>
          {log.data.list.map((e) => (
            <li key={e.id} className={styles.entry}>
              <span>{kinds[e.kind] ?? e.kind}</span>
              <span className={`tabular ${e.amount.startsWith('-') ? styles.out : styles.in}`}>
                {e.amount.startsWith('-') ? '' : '+'}
                {amountText(e.amount, e.currency)}
              </span>
              <span className={styles.date}>{date(e.created_at)}</span>
              <span className={`tabular ${styles.after}`}>
                {t({ id: 'history.balance', message: 'Balance' })} {amountText(e.balance, e.currency)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {log.data && log.data.list.length === limit ? (
        <Button variant="ghost" onClick={() => setLimit((l) => l + PAGE)}>
          {t({ id: 'history.more', message: 'Show more' })}
        </Button>
      ) : null}
    </>
  )
}
