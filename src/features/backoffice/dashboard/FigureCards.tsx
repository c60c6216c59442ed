import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Figures } from '#contract/backofficeRoles.ts'
import { amountFigure } from '../../../shared/money/format.ts'
import styles from './Dashboard.module.css'

function Figure({ label, children, note }: { label: string; children: ReactNode; note?: string }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{children}</dd>
      {note ? <dd className={styles.note}>{note}</dd> : null}
    </div>
  )
}

/** A period's money in cards: in and out of the wallets, staked, paid and kept; USDT, exact. */
export function FigureCards({ figures, online }: { figures: Figures; online?: number }) {
  const { t } = useLingui()
  const usdt = (amount: string) => (
    <>
      <span className={styles.amount}>{amountFigure(amount, 'USDT')}</span>{' '}
      <span className={styles.unit}>USDT</span>
    </>
  )
  const deposits = figures.deposits.count
  const withdrawals = figures.withdrawals.count
  return (
    <dl className={styles.cards}>
      <Figure
        label={t({ id: 'bo.dashboard.deposits', message: 'Deposits' })}
        note={t({ id: 'bo.dashboard.depositsCount', message: `${deposits} credited` })}
      >
        {usdt(figures.deposits.amount)}
      </Figure>
      <Figure
        label={t({ id: 'bo.dashboard.withdrawals', message: 'Withdrawals' })}
        note={t({ id: 'bo.dashboard.withdrawalsCount', message: `${withdrawals} approved` })}
      >
        {usdt(figures.withdrawals.amount)}
      </Figure>
      <Figure label={t({ id: 'bo.dashboard.stakes', message: 'Stakes' })}>{usdt(figures.stakes)}</Figure>
      <Figure
        label={t({ id: 'bo.dashboard.payouts', message: 'Payouts' })}
        note={t({ id: 'bo.dashboard.payoutsNote', message: 'refunds included' })}
      >
        {usdt(figures.payouts)}
      </Figure>
      <Figure
        label={t({ id: 'bo.dashboard.ggr', message: 'Gross gaming revenue' })}
        note={t({ id: 'bo.dashboard.ggrNote', message: 'stakes − payouts' })}
      >
        <span className={figures.ggr.startsWith('-') ? styles.loss : undefined}>{usdt(figures.ggr)}</span>
      </Figure>
      {online === undefined ? null : (
        <Figure
          label={t({ id: 'bo.dashboard.online', message: 'Players online' })}
          note={t({ id: 'bo.dashboard.onlineNote', message: 'signed in with the site open' })}
        >
          {online}
        </Figure>
      )}
    </dl>
  )
}
