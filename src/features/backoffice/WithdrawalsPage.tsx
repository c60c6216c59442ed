import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { WITHDRAWAL_STATUSES, type WithdrawalRow } from '#contract/backofficeRoles.ts'
import { Button } from '../../components/Button/index.tsx'
import { amountFigure } from '../../shared/money/format.ts'
import { useWithdrawals } from './api.ts'
import styles from './Backoffice.module.css'
import { WithdrawChannels } from './channels/WithdrawChannels.tsx'
import { WITHDRAWAL_STATUS_LABELS } from './labels.ts'
import { Td } from './resource/DataTable.tsx'
import { ServerTable, StatusPlayerFilters, useServerList } from './resource/PagedList.tsx'
import { type Decision, WithdrawalDecisionDialog } from './WithdrawalDecisionDialog.tsx'

type SortKey = 'createdAt' | 'amount' | 'account'
/** The queue opens on what waits for a decision. */
const START = { status: 'canApprove', account: '', from: '', to: '' }

/** The channel's name already says the network: a USDT row shows the address alone. */
const destinationText = (d: Record<string, string>) =>
  d.address ?? [d.bank, d.account, d.account_name].filter(Boolean).join(' · ')

/** The withdrawal queue: filtered by status, player and dates, paged by the server; finance approves or rejects. */
export function WithdrawalsPage() {
  const { t, i18n } = useLingui()
  const view = useServerList<WithdrawalRow, typeof START, SortKey>(useWithdrawals, {
    start: START,
    sort: { sort: 'createdAt', order: 'desc' },
  })
  const [deciding, setDeciding] = useState<{ row: WithdrawalRow; decision: Decision } | null>(null)
  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
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
      <StatusPlayerFilters view={view} statusOptions={statusOptions} />
      <ServerTable
        view={view}
        className={styles.queue}
        caption={t({ id: 'bo.withdrawals.title', message: 'Withdrawals' })}
        empty={t({ id: 'bo.withdrawals.empty', message: 'No withdrawals match' })}
        columns={[
          { key: 'account', label: label.account, kind: 'text', sortable: true },
          { key: 'amount', label: label.amount, kind: 'number', sortable: true },
          { key: 'fee', label: label.fee, kind: 'number' },
          { key: 'net', label: label.net, kind: 'number' },
          { key: 'channel', label: label.channel, kind: 'text' },
          { key: 'status', label: label.status, kind: 'text' },
          { key: 'createdAt', label: label.time, kind: 'text', sortable: true },
          { key: 'actions', label: label.actions, kind: 'text' },
        ]}
      >
        {(rows) =>
          rows.map((w) => (
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
                    <Button variant="primary" onClick={() => setDeciding({ row: w, decision: 'approve' })}>
                      <Trans id="bo.withdrawals.approve">Approve</Trans>
                    </Button>
                    <Button variant="danger" onClick={() => setDeciding({ row: w, decision: 'reject' })}>
                      <Trans id="bo.withdrawals.reject">Reject</Trans>
                    </Button>
                  </span>
                ) : (
                  '—'
                )}
              </Td>
            </tr>
          ))
        }
      </ServerTable>
      <WithdrawChannels />
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
