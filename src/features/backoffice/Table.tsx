import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import { Button } from '../../components/Button/index.tsx'
import styles from './Backoffice.module.css'

export interface Sorting<K extends string> {
  sort: K
  order: 'asc' | 'desc'
}

/** A column heading that sorts the table on the server; its state is announced with aria-sort. */
export function SortHeader<K extends string>({
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

/** Page n of m, the number of rows, and previous / next. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number
  pageSize: number
  total: number
  onPage(page: number): void
}) {
  const { t } = useLingui()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  return (
    <nav className={styles.pager} aria-label={t({ id: 'bo.pager', message: 'Pages' })}>
      <span className="tabular">
        <Trans id="bo.pager.position">
          Page {page} of {pages} · {total} rows
        </Trans>
      </span>
      <span className={styles.pagerButtons}>
        <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <Trans id="bo.pager.previous">Previous</Trans>
        </Button>
        <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
          <Trans id="bo.pager.next">Next</Trans>
        </Button>
      </span>
    </nav>
  )
}

/** A native select with its label, the back office's filter and form control. */
export function Select({
  label,
  value,
  onChange,
  options,
  name,
}: {
  label: ReactNode
  value: string
  onChange?(value: string): void
  options: { value: string; label: string }[]
  name?: string
}) {
  const id = useId()
  return (
    <div className={styles.selectField}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        className={styles.select}
        value={onChange ? value : undefined}
        defaultValue={onChange ? undefined : value}
        onChange={onChange ? (e) => onChange(e.target.value) : undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}
