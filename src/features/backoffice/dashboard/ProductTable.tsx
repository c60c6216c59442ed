import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { DashboardProduct, Figures, ProductFigures } from '#contract/backofficeRoles.ts'
import { EmptyState } from '../../../components/EmptyState/index.tsx'
import { amountFigure } from '../../../shared/money/format.ts'
import styles from '../Backoffice.module.css'
import { gameName } from '../gameName.ts'
import { columnsOf, TableFrame, Td } from '../resource/DataTable.tsx'
import own from './Dashboard.module.css'

const PRODUCT_LABELS: Record<Exclude<DashboardProduct, 'marksix'>, ReturnType<typeof msg>> = {
  sports: msg({ id: 'bo.dashboard.product.sports', message: 'Sports' }),
  cricket: msg({ id: 'bo.dashboard.product.cricket', message: 'Cricket' }),
  racing: msg({ id: 'bo.dashboard.product.racing', message: 'Racing (PK10, airship)' }),
  games: msg({ id: 'bo.dashboard.product.games', message: 'Games (slots and live casino)' }),
}

const isQuiet = (p: ProductFigures) => p.bets === 0 && p.payouts === amountFigure('0', 'USDT')

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
  const row = (
    key: string,
    title: string,
    p: Omit<ProductFigures, 'product' | 'game'>,
    className?: string,
  ) => (
    <tr key={key} className={className}>
      <Td label={label.product}>{title}</Td>
      <Td label={label.bets} className={`tabular ${styles.num}`}>
        {p.bets}
      </Td>
      <Td label={label.stakes} className={money}>
        {amountFigure(p.stakes, 'USDT')}
      </Td>
      <Td label={label.payouts} className={money}>
        {amountFigure(p.payouts, 'USDT')}
      </Td>
      <Td label={label.ggr} className={p.ggr.startsWith('-') ? `${money} ${own.loss}` : money}>
        {amountFigure(p.ggr, 'USDT')}
      </Td>
    </tr>
  )
  const total = { ...figures, bets: figures.products.reduce((n, p) => n + p.bets, 0) }
  return (
    <>
      <TableFrame caption={caption} columns={columnsOf(Object.values(label))}>
        {active.map((p) => row(`${p.product}:${p.game ?? ''}`, name(p.product, p.game), p))}
        {row('total', t({ id: 'bo.dashboard.total', message: 'Total' }), total, own.total)}
      </TableFrame>
      {names ? (
        <p className={own.quiet}>{t({ id: 'bo.dashboard.quiet', message: `No bets: ${names}` })}</p>
      ) : null}
    </>
  )
}
