import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { Button } from '../../components/Button/index.tsx'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { Field } from '../../components/Field/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { useAudit } from './api.ts'
import styles from './Backoffice.module.css'
import { ROLE_LABELS } from './labels.ts'
import { Pager, SortHeader, type Sorting, Td } from './Table.tsx'

type SortKey = 'at' | 'actor' | 'action'
const PAGE_SIZE = 25
const EMPTY = { actor: '', action: '', target: '', from: '', to: '' }
type Filters = typeof EMPTY

/** before → after, one line per changed field; a whole value when it is not an object. */
function changeText(before: unknown, after: unknown) {
  const show = (v: unknown) =>
    v === undefined || v === null ? '—' : typeof v === 'string' ? v : JSON.stringify(v)
  if (after && typeof after === 'object' && !Array.isArray(after)) {
    const was = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>
    return Object.entries(after as Record<string, unknown>)
      .map(([k, v]) => (k in was ? `${k}: ${show(was[k])} → ${show(v)}` : `${k}: ${show(v)}`))
      .join('\n')
  }
  return before === null || before === undefined ? show(after) : `${show(before)} → ${show(after)}`
}

/** Every operator action, newest first: filtered by operator, action, target and dates, paged by the server. */
export function AuditPage() {
  const { t, i18n } = useLingui()
  const [filters, setFilters] = useState<Filters>(EMPTY)
  const [sorting, setSorting] = useState<Sorting<SortKey>>({ sort: 'at', order: 'desc' })
  const [page, setPage] = useState(1)
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''))
  const list = useAudit({ ...query, ...sorting, page, pageSize: PAGE_SIZE })
  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'medium' })

  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    const read = (k: keyof Filters) => String(form.get(k) ?? '').trim()
    setFilters({
      actor: read('actor'),
      action: read('action'),
      target: read('target'),
      from: read('from'),
      to: read('to'),
    })
    setPage(1)
  }
  const label = {
    at: t({ id: 'bo.audit.time', message: 'Time' }),
    actor: t({ id: 'bo.audit.operator', message: 'Operator' }),
    action: t({ id: 'bo.audit.action', message: 'Action' }),
    target: t({ id: 'bo.audit.target', message: 'Target' }),
    change: t({ id: 'bo.audit.change', message: 'Change' }),
    reason: t({ id: 'bo.audit.reason', message: 'Reason' }),
    address: t({ id: 'bo.audit.address', message: 'Address' }),
  }

  return (
    <>
      <h1 className={styles.title}>
        <Trans id="bo.audit.title">Audit log</Trans>
      </h1>
      {/* A new key after clearing resets the uncontrolled fields. */}
      <search>
        <form className={styles.filters} onSubmit={apply} key={JSON.stringify(filters === EMPTY)}>
          <Field name="actor" label={label.actor} defaultValue={filters.actor} autoCapitalize="none" />
          <Field name="action" label={label.action} defaultValue={filters.action} autoCapitalize="none" />
          <Field name="target" label={label.target} defaultValue={filters.target} autoCapitalize="none" />
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
          <div className={styles.filterActions}>
            <Button type="submit">
              <Trans id="bo.filter.apply">Search</Trans>
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setFilters(EMPTY)
                setPage(1)
              }}
            >
              <Trans id="bo.filter.clear">Clear</Trans>
            </Button>
          </div>
        </form>
      </search>

      {list.isPending ? (
        <Skeleton rows={6} height={44} />
      ) : list.isError ? (
        <ErrorLine error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.rows.length === 0 ? (
        <EmptyState title={t({ id: 'bo.audit.empty', message: 'No entries match' })} />
      ) : (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">
                <Trans id="bo.audit.title">Audit log</Trans>
              </caption>
              <thead>
                <tr>
                  <SortHeader column="at" sorting={sorting} onSort={setSorting}>
                    {label.at}
                  </SortHeader>
                  <SortHeader column="actor" sorting={sorting} onSort={setSorting}>
                    {label.actor}
                  </SortHeader>
                  <SortHeader column="action" sorting={sorting} onSort={setSorting}>
                    {label.action}
                  </SortHeader>
                  <th scope="col">{label.target}</th>
                  <th scope="col">{label.change}</th>
                  <th scope="col">{label.reason}</th>
                  <th scope="col">{label.address}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.rows.map((row) => (
                  <tr key={row.id}>
                    <Td label={label.at} className={`tabular ${styles.nowrap}`}>
                      {dateTime.format(new Date(row.at))}
                    </Td>
                    <Td label={label.actor}>
                      {row.actor}{' '}
                      <span className={styles.pill}>
                        {row.actorRole in ROLE_LABELS
                          ? i18n._(ROLE_LABELS[row.actorRole as keyof typeof ROLE_LABELS])
                          : row.actorRole}
                      </span>
                    </Td>
                    <Td label={label.action}>{row.action}</Td>
                    <Td label={label.target}>{row.target ?? '—'}</Td>
                    <Td label={label.change}>
                      <pre className={styles.change}>{changeText(row.before, row.after)}</pre>
                    </Td>
                    <Td label={label.reason}>{row.reason ?? '—'}</Td>
                    <Td label={label.address} className="tabular">
                      {row.address ?? '—'}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
        </>
      )}
    </>
  )
}
