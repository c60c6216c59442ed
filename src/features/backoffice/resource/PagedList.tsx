import { Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useState } from 'react'
import type { PageOf } from '#contract/backofficeRoles.ts'
import { Button } from '../../../components/Button/index.tsx'
import { EmptyState } from '../../../components/EmptyState/index.tsx'
import { ErrorLine } from '../../../components/ErrorLine/index.tsx'
import { Field } from '../../../components/Field/index.tsx'
import { Skeleton } from '../../../components/Skeleton/index.tsx'
import type { Query } from '../api.ts'
import styles from '../Backoffice.module.css'
import { Select } from '../Select.tsx'
import { type Column, type Sorting, type SortProps, TableFrame } from './DataTable.tsx'

type Filters = Record<string, string>

/**
 * A list the server filters, sorts and pages: the filters applied (empty ones left out of the
 * query), the sort and the page, and the query itself. A new filter goes back to page 1.
 */
export function useServerList<T, F extends Filters, K extends string>(
  useList: (query: Query) => UseQueryResult<PageOf<T>>,
  { start, sort, pageSize = 25 }: { start: F; sort: Sorting<K>; pageSize?: number },
) {
  const [filters, setFilters] = useState<F>(start)
  const [sorting, setSorting] = useState<Sorting<K>>(sort)
  const [page, setPage] = useState(1)
  const applied = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''))
  const list = useList({ ...applied, ...sorting, page, pageSize })
  const filter = (next: F) => {
    setFilters(next)
    setPage(1)
  }
  return { start, filters, filter, sortProps: { sorting, onSort: setSorting }, page, setPage, pageSize, list }
}

/**
 * The filter form above a list: its fields are uncontrolled and named after the filters; Search
 * applies them all at once, Clear goes back to the list's first filters.
 */
export function FilterForm<F extends Filters>({
  view,
  children,
}: {
  view: { start: F; filters: F; filter(next: F): void }
  children: ReactNode
}) {
  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    const next = Object.fromEntries(
      Object.keys(view.start).map((k) => [k, String(form.get(k) ?? '').trim()]),
    ) as F
    view.filter(next)
  }
  return (
    <search>
      {/* A new key when the filters change resets the uncontrolled fields to them (Clear). */}
      <form className={styles.filters} onSubmit={apply} key={JSON.stringify(view.filters)}>
        {children}
        <div className={styles.filterActions}>
          <Button type="submit">
            <Trans id="bo.filter.apply">Search</Trans>
          </Button>
          <Button variant="ghost" onClick={() => view.filter(view.start)}>
            <Trans id="bo.filter.clear">Clear</Trans>
          </Button>
        </div>
      </form>
    </search>
  )
}

/** From and To dates of a filter form, read as the site's calendar days by the server. */
export function DateRangeFields({ filters }: { filters: { from?: string; to?: string } }) {
  const { t } = useLingui()
  return (
    <>
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
    </>
  )
}

/** Page n of m, the number of rows, and previous / next. */
function Pager({
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

/**
 * A list the server pages: its table from its columns (the sortable ones sort it), with what shows
 * instead of it (loading, the error with a retry, nothing found) and the pager under it;
 * `children` draws the page's rows.
 */
export function ServerTable<T, K extends string>({
  view,
  caption,
  empty,
  columns,
  className,
  children,
}: {
  view: {
    list: UseQueryResult<PageOf<T>>
    page: number
    pageSize: number
    setPage(page: number): void
    sortProps?: SortProps<K>
  }
  caption: string
  empty: string
  columns: Column[]
  className?: string
  children(rows: T[]): ReactNode
}) {
  const { list } = view
  if (list.isPending) return <Skeleton rows={6} height={44} />
  if (list.isError) return <ErrorLine error={list.error} onRetry={() => void list.refetch()} />
  if (list.data.rows.length === 0) return <EmptyState title={empty} />
  return (
    <>
      {/* The previous page stays in view while the next loads, marked busy for assistive technology. */}
      <TableFrame
        caption={caption}
        columns={columns}
        sorting={view.sortProps}
        busy={list.isPlaceholderData}
        className={className}
      >
        {children(list.data.rows)}
      </TableFrame>
      <Pager page={view.page} pageSize={view.pageSize} total={list.data.total} onPage={view.setPage} />
    </>
  )
}

type MoneyFilters = { status: string; account: string; from: string; to: string }

/** The money lists' filters (deposits, withdrawals): a status, the player's account and dates. */
export function StatusPlayerFilters<F extends MoneyFilters>({
  view,
  statusOptions,
}: {
  view: { start: F; filters: F; filter(next: F): void }
  statusOptions: { value: string; label: string }[]
}) {
  const { t } = useLingui()
  const { filters } = view
  return (
    <FilterForm view={view}>
      <Select
        name="status"
        label={t({ id: 'bo.withdrawals.status', message: 'Status' })}
        value={filters.status}
        options={statusOptions}
      />
      <Field
        name="account"
        label={t({ id: 'bo.withdrawals.account', message: 'Player' })}
        defaultValue={filters.account}
        autoCapitalize="none"
      />
      <DateRangeFields filters={filters} />
    </FilterForm>
  )
}
