import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ColumnKind, ColumnLabel, ResourceColumn } from '#contract/backoffice.ts'
import styles from '../Backoffice.module.css'
import { SortHeader, type Sorting, Td } from '../Table.tsx'
import { COLUMN_LABELS } from './columnLabels.ts'

/** A column as a table draws it: the contract's definition, its heading in the reader's language. */
export interface Column<K extends string = string> {
  key: K
  label: string
  kind: ColumnKind
  sortable?: boolean
}

/** How a kind of value sits in its cell: numbers and money on the right in tabular figures. */
const CELL_CLASS: Partial<Record<ColumnKind, string>> = {
  number: `${styles.num} tabular`,
  money: `${styles.num} tabular ${styles.nowrap}`,
  date: 'tabular',
  link: styles.breakAll,
}
const isNumeric = (kind: ColumnKind) => kind === 'number' || kind === 'money'

/** The contract's columns with their headings translated. */
export function useColumns<C extends ResourceColumn>(defs: readonly C[]): Column<C['key']>[] {
  const { i18n } = useLingui()
  return defs.map((d) => ({ ...d, label: i18n._(COLUMN_LABELS[d.label as ColumnLabel]) }))
}

/** A status as a coloured pill: 1 on, 2 off, 3 waiting (the console's game-status colours). */
export function StatusPill({ tone, children }: { tone: 1 | 2 | 3; children: ReactNode }) {
  return (
    <span className={styles.pill} data-game-status={tone}>
      {children}
    </span>
  )
}

/** Whether players see it, as a pill, and when (`window`, if it has one). */
export function Shown({ active, window }: { active: boolean; window?: string }) {
  const { t } = useLingui()
  return (
    <>
      <StatusPill tone={active ? 1 : 2}>
        {active ? t({ id: 'bo.content.on', message: 'On' }) : t({ id: 'bo.content.off', message: 'Off' })}
      </StatusPill>
      {window ? ` ${window}` : null}
    </>
  )
}

/** An image column's thumbnail; decorative, the row's title names it. */
export const Thumb = ({ src }: { src: string }) => (
  <img src={src} alt="" className={styles.thumb} width={96} height={36} />
)

/**
 * The console's table, drawn from its columns: headings (sortable ones sort on the server and say
 * so with aria-sort), one cell a column named by its heading (a phone shows each row as a card),
 * the row's actions last, and a line instead of rows when there are none.
 */
export function DataTable<T, K extends string>({
  caption,
  columns,
  rows,
  rowKey,
  cells,
  actions,
  empty,
  sorting,
}: {
  caption: string
  columns: Column<K>[]
  rows: T[]
  rowKey(row: T): string | number
  cells: Record<K, (row: T) => ReactNode>
  actions?(row: T): ReactNode
  empty: ReactNode
  sorting?: { sorting: Sorting<K>; onSort(next: Sorting<K>): void }
}) {
  const { t } = useLingui()
  const actionsLabel = t({ id: 'bo.operators.actions', message: 'Actions' })
  const numeric = (c: Column<K>) => (isNumeric(c.kind) ? styles.num : undefined)
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) =>
              c.sortable && sorting ? (
                <SortHeader key={c.key} column={c.key} numeric={isNumeric(c.kind)} {...sorting}>
                  {c.label}
                </SortHeader>
              ) : (
                <th key={c.key} scope="col" className={numeric(c)}>
                  {c.label}
                </th>
              ),
            )}
            {actions ? <th scope="col">{actionsLabel}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + (actions ? 1 : 0)} className={styles.muted}>
                {empty}
              </td>
            </tr>
          ) : null}
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <Td key={c.key} label={c.label} className={CELL_CLASS[c.kind]}>
                  {cells[c.key](row)}
                </Td>
              ))}
              {actions ? (
                <Td label={actionsLabel}>
                  <span className={`${styles.rowActions} ${styles.slideActions}`}>{actions(row)}</span>
                </Td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
