import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { DashboardProduct, Figures } from '#contract/backofficeRoles.ts'
import { EmptyState } from '../../../components/EmptyState/index.tsx'
import { amountFigure } from '../../../shared/money/format.ts'
import styles from '../Backoffice.module.css'
import { gameName } from '../gameName.ts'
import { Td } from '../Table.tsx'
import own from './Dashboard.module.css'

const PRODUCT_LABELS: Record<Exclude<DashboardProduct, 'marksix'>, ReturnType<typeof msg>> = {
  sports: msg({ id: 'bo.dashboard.product.sports', message: 'Sports' }),
  cricket: msg({ id: 'bo.dashboard.product.cricket', message: 'Cricket' }),
  racing: msg({ id: 'bo.dashboard.product.racing', message: 'Racing (PK10, airship)' }),
}

/** A period's bets by product (Mark Six by region), with the totals under them. */
export function ProductTable({ figures, caption }: { figures: Figures; caption: string }) {
  const { t, i18n } = useLingui()
  const label = {
    product: t({ id: 'bo.dashboard.product', message: 'Product' }),
    bets: t({ id: 'bo.dashboard.bets', message: 'Bets' }),
    stakes: t({ id: 'bo.dashboard.stakesUsdt', message: 'Stakes (USDT)' }),
    payouts: t({ id: 'bo.dashboard.payoutsUsdt', message: 'Payouts (USDT)' }),
    ggr: t({ id: 'bo.dashboard.ggrUsdt', message: 'GGR (USDT)' }),
  }
  const isQuiet = (p: Figures['products'][number]) => p.bets === 0 && p.payouts === amountFigure('0', 'USDT')
  const active = figures.products.filter((p) => !isQuiet(p))
  if (active.length === 0)
    return <EmptyState title={t({ id: 'bo.dashboard.noBets', message: 'No bets in this period' })} />
  const name = (product: DashboardProduct, game: string | null) =>
    product === 'marksix' ? gameName(i18n, game ?? '') : i18n._(PRODUCT_LABELS[product])
  // Products without a bet or a payout in the period are named under the table, not given a row.
  const names = figures.products
    .filter(isQuiet)
    .map((p) => name(p.product, p.game))
    .join(', ')
  const money = `tabular ${styles.num} ${styles.nowrap}`
  const loss = (ggr: string) => (ggr.startsWith('-') ? ` ${own.loss}` : '')
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{label.product}</th>
              <th scope="col" className={styles.num}>
                {label.bets}
              </th>
              <th scope="col" className={styles.num}>
                {label.stakes}
              </th>
              <th scope="col" className={styles.num}>
                {label.payouts}
              </th>
              <th scope="col" className={styles.num}>
                {label.ggr}
              </th>
            </tr>
          </thead>
          <tbody>
            {active.map((p) => (
              <tr key={`${p.product}:${p.game ?? ''}`}>
                <Td label={label.product}>{name(p.product, p.game)}</Td>
                <Td label={label.bets} className={`tabular ${styles.num}`}>
                  {p.bets}
                </Td>
                <Td label={label.stakes} className={money}>
                  {amountFigure(p.stakes, 'USDT')}
                </Td>
                <Td label={label.payouts} className={money}>
                  {amountFigure(p.payouts, 'USDT')}
                </Td>
                <Td label={label.ggr} className={money + loss(p.ggr)}>
                  {amountFigure(p.ggr, 'USDT')}
                </Td>
              </tr>
            ))}
            <tr className={own.total}>
              <Td label={label.product}>{t({ id: 'bo.dashboard.total', message: 'Total' })}</Td>
              <Td label={label.bets} className={`tabular ${styles.num}`}>
                {figures.products.reduce((n, p) => n + p.bets, 0)}
              </Td>
              <Td label={label.stakes} className={money}>
                {amountFigure(figures.stakes, 'USDT')}
              </Td>
              <Td label={label.payouts} className={money}>
                {amountFigure(figures.payouts, 'USDT')}
              </Td>
              <Td label={label.ggr} className={money + loss(figures.ggr)}>
                {amountFigure(figures.ggr, 'USDT')}
              </Td>
            </tr>
          </tbody>
        </table>
      </div>
      {names ? (
        <p className={own.quiet}>{t({ id: 'bo.dashboard.quiet', message: `No bets: ${names}` })}</p>
      ) : null}
    </>
  )
}
