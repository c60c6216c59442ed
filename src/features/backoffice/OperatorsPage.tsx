import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { OPERATOR_ROLES, type OperatorView } from '#contract/backofficeRoles.ts'
import { Button } from '../../components/Button/index.tsx'
import { Field } from '../../components/Field/index.tsx'
import { Modal } from '../../components/Modal/index.tsx'
import { meQuery, useOperators } from './api.ts'
import styles from './Backoffice.module.css'
import { ROLE_LABELS } from './labels.ts'
import { AddOperatorDialog, type OperatorAction, OperatorActionDialog } from './OperatorDialogs.tsx'
import { Td } from './resource/DataTable.tsx'
import { FilterForm, ServerTable, useServerList } from './resource/PagedList.tsx'
import { Select } from './Select.tsx'
import { session } from './session.ts'

type SortKey = 'id' | 'name' | 'role' | 'createdAt'
const START = { q: '', role: '', status: '' }

/** Admin: every operator, filtered, sorted and paged by the server, with the changes an admin makes. */
export function OperatorsPage() {
  const { t, i18n } = useLingui()
  const { token } = useSnapshot(session)
  const me = useQuery(meQuery(token)).data
  const view = useServerList<OperatorView, typeof START, SortKey>(useOperators, {
    start: START,
    sort: { sort: 'id', order: 'desc' },
    pageSize: 20,
  })
  const { filters } = view
  const [adding, setAdding] = useState(false)
  const [acting, setActing] = useState<{ operator: OperatorView; action: OperatorAction } | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const roleOptions = OPERATOR_ROLES.map((r) => ({ value: r, label: i18n._(ROLE_LABELS[r]) }))
  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  const label = {
    name: t({ id: 'bo.operators.name', message: 'Name' }),
    role: t({ id: 'bo.operators.role', message: 'Role' }),
    twoStep: t({ id: 'bo.operators.twoStep', message: 'Two-step sign-in' }),
    status: t({ id: 'bo.operators.status', message: 'Status' }),
    created: t({ id: 'bo.operators.created', message: 'Created' }),
    actions: t({ id: 'bo.operators.actions', message: 'Actions' }),
  }

  return (
    <>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>
          <Trans id="bo.operators.title">Operators</Trans>
        </h1>
        <Button variant="primary" onClick={() => setAdding(true)}>
          <Trans id="bo.operators.add">Add operator</Trans>
        </Button>
      </div>
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      <FilterForm view={view}>
        <Field
          name="q"
          label={t({ id: 'bo.operators.search', message: 'Search by name' })}
          defaultValue={filters.q}
        />
        <Select
          name="role"
          label={label.role}
          value={filters.role}
          options={[{ value: '', label: t({ id: 'bo.filter.all', message: 'All' }) }, ...roleOptions]}
        />
        <Select
          name="status"
          label={label.status}
          value={filters.status}
          options={[
            { value: '', label: t({ id: 'bo.filter.all', message: 'All' }) },
            { value: 'active', label: t({ id: 'bo.status.active', message: 'Active' }) },
            { value: 'disabled', label: t({ id: 'bo.status.disabled', message: 'Disabled' }) },
          ]}
        />
      </FilterForm>

      <ServerTable
        view={view}
        caption={t({ id: 'bo.operators.title', message: 'Operators' })}
        empty={t({ id: 'bo.operators.empty', message: 'No operators match' })}
        columns={[
          { key: 'name', label: label.name, kind: 'text', sortable: true },
          { key: 'role', label: label.role, kind: 'text', sortable: true },
          { key: 'twoStep', label: label.twoStep, kind: 'text' },
          { key: 'status', label: label.status, kind: 'text' },
          { key: 'createdAt', label: label.created, kind: 'text', sortable: true },
          { key: 'actions', label: label.actions, kind: 'text' },
        ]}
      >
        {(rows) =>
          rows.map((o) => (
            <tr key={o.id}>
              <Td label={label.name}>{o.name}</Td>
              <Td label={label.role}>{i18n._(ROLE_LABELS[o.role])}</Td>
              <Td label={label.twoStep}>
                {o.lockedUntil ? (
                  <Trans id="bo.operators.locked">Locked</Trans>
                ) : o.enrolled ? (
                  <Trans id="bo.operators.enrolled">Set up</Trans>
                ) : (
                  <Trans id="bo.operators.notEnrolled">Not set up yet</Trans>
                )}
              </Td>
              <Td label={label.status}>
                {o.disabled ? (
                  <Trans id="bo.status.disabled">Disabled</Trans>
                ) : (
                  <Trans id="bo.status.active">Active</Trans>
                )}
              </Td>
              <Td label={label.created} className="tabular">
                {dateTime.format(new Date(o.createdAt))}
              </Td>
              <Td label={label.actions}>
                {o.id === me?.id ? (
                  <span className={styles.muted}>
                    <Trans id="bo.operators.you">You</Trans>
                  </span>
                ) : (
                  <span className={styles.rowActions}>
                    <Button onClick={() => setActing({ operator: o, action: 'role' })}>
                      <Trans id="bo.operators.changeRole">Change role</Trans>
                    </Button>
                    <Button
                      onClick={() => setActing({ operator: o, action: o.disabled ? 'enable' : 'disable' })}
                    >
                      {o.disabled ? (
                        <Trans id="bo.operators.enable">Enable</Trans>
                      ) : (
                        <Trans id="bo.operators.disable">Disable</Trans>
                      )}
                    </Button>
                    <Button onClick={() => setActing({ operator: o, action: 'reset-totp' })}>
                      <Trans id="bo.operators.resetTotp">Reset two-step</Trans>
                    </Button>
                  </span>
                )}
              </Td>
            </tr>
          ))
        }
      </ServerTable>

      <Modal
        open={adding}
        title={t({ id: 'bo.operators.add', message: 'Add operator' })}
        onClose={() => setAdding(false)}
      >
        {adding ? (
          <AddOperatorDialog
            roleOptions={roleOptions}
            onDone={(name) => {
              setAdding(false)
              setNotice(
                t({
                  id: 'bo.operators.added',
                  message: `${name} was added: they set up two-step sign-in when they first sign in.`,
                }),
              )
            }}
          />
        ) : null}
      </Modal>
      {acting ? (
        <OperatorActionDialog
          operator={acting.operator}
          action={acting.action}
          roleOptions={roleOptions}
          onClose={() => setActing(null)}
        />
      ) : null}
    </>
  )
}
