import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ColumnKind, ColumnLabel, ResourceColumn } from '#contract/backoffice.ts'
import styles from '../Backoffice.module.css'
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

export interface Sorting<K extends string> {
  sort: K
  order: 'asc' | 'desc'
}

/** A column heading that sorts the table on the server; its state is announced with aria-sort. */
function SortHeader<K extends string>({
  column,
  sorting,
  onSort,
  children,
  numeric,
}: {
  column: K
  sorting: Sorting<K>
  onSort(next: Sorting<K>): void
  children: ReactNode
  numeric?: boolean
}) {
  const active = sorting.sort === column
  const next: Sorting<K> = { sort: column, order: active && sorting.order === 'desc' ? 'asc' : 'desc' }
  return (
    <th
      scope="col"
      className={numeric ? styles.num : undefined}
      aria-sort={active ? (sorting.order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button type="button" className={styles.sort} onClick={() => onSort(next)}>
        {children}
        <span aria-hidden="true">{active ? (sorting.order === 'asc' ? '▲' : '▼') : '↕'}</span>
      </button>
    </th>
  )
}

/** A cell named by its column: on a phone, where a row becomes a card, the name shows beside the value. */
export function Td({
  label,
  className,
  children,
}: {
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <td data-label={label} className={className}>
      <div>{children}</div>
    </td>
  )
}

/** Columns from their headings alone: the first `text` read as text, the others are numbers. */
export const columnsOf = (labels: string[], text = 1): Column[] =>
  labels.map((label, i) => ({ key: label, label, kind: i < text ? 'text' : 'number' }))

/** How the server sorts a list, and how a heading changes it. */
export interface SortProps<K extends string> {
  sorting: Sorting<K>
  onSort(next: Sorting<K>): void
}

/**
 * Every table of the console: its caption for assistive technology, the headings drawn from the
 * columns (sortable ones sort on the server and say so with aria-sort; numbers on the right) and
 * the rows the caller draws. `busy` marks the previous page shown while the next one loads.
 */
export function TableFrame<K extends string>({
  caption,
  columns,
  sorting,
  busy,
  className,
  children,
}: {
  caption: string
  columns: Column[]
  sorting?: SortProps<K>
  busy?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={className ? `${styles.table} ${className}` : styles.table} aria-busy={busy}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) =>
              c.sortable && sorting ? (
                <SortHeader key={c.key} column={c.key as K} numeric={isNumeric(c.kind)} {...sorting}>
                  {c.label}
                </SortHeader>
              ) : (
                <th key={c.key} scope="col" className={isNumeric(c.kind) ? styles.num : undefined}>
                  {c.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

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
}: {
  caption: string
  columns: Column<K>[]
  rows: T[]
  rowKey(row: T): string | number
  cells: Record<K, (row: T) => ReactNode>
  actions?(row: T): ReactNode
  empty: ReactNode
}) {
  const { t } = useLingui()
  const actionsLabel = t({ id: 'bo.operators.actions', message: 'Actions' })
  const heads: Column<K | 'actions'>[] = actions
    ? [...columns, { key: 'actions', label: actionsLabel, kind: 'text' }]
    : columns
  return (
    <TableFrame caption={caption} columns={heads}>
      {rows.length === 0 ? (
        <tr>
          <td colSpan={heads.length} className={styles.muted}>
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
    </TableFrame>
  )
}
