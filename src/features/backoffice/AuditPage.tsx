import { Trans, useLingui } from '@lingui/react/macro'
import type { AuditRow } from '#contract/backofficeRoles.ts'
import { Field } from '../../components/Field/index.tsx'
import { useAudit } from './api.ts'
import styles from './Backoffice.module.css'
import { ROLE_LABELS } from './labels.ts'
import { Td } from './resource/DataTable.tsx'
import { DateRangeFields, FilterForm, ServerTable, useServerList } from './resource/PagedList.tsx'

type SortKey = 'at' | 'actor' | 'action'
const EMPTY = { actor: '', action: '', target: '', from: '', to: '' }

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
  const view = useServerList<AuditRow, typeof EMPTY, SortKey>(useAudit, {
    start: EMPTY,
    sort: { sort: 'at', order: 'desc' },
  })
  const { filters } = view
  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'medium' })
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
      <FilterForm view={view}>
        <Field name="actor" label={label.actor} defaultValue={filters.actor} autoCapitalize="none" />
        <Field name="action" label={label.action} defaultValue={filters.action} autoCapitalize="none" />
        <Field name="target" label={label.target} defaultValue={filters.target} autoCapitalize="none" />
        <DateRangeFields filters={filters} />
      </FilterForm>
      <ServerTable
        view={view}
        caption={t({ id: 'bo.audit.title', message: 'Audit log' })}
        empty={t({ id: 'bo.audit.empty', message: 'No entries match' })}
        columns={[
          { key: 'at', label: label.at, kind: 'text', sortable: true },
          { key: 'actor', label: label.actor, kind: 'text', sortable: true },
          { key: 'action', label: label.action, kind: 'text', sortable: true },
          { key: 'target', label: label.target, kind: 'text' },
          { key: 'change', label: label.change, kind: 'text' },
          { key: 'reason', label: label.reason, kind: 'text' },
          { key: 'address', label: label.address, kind: 'text' },
        ]}
      >
        {(rows) =>
          rows.map((row) => (
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
          ))
        }
      </ServerTable>
    </>
  )
}
