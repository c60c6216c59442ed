import { Trans, useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { OPERATOR_ROLES, type OperatorRole, type OperatorView } from '#contract/backofficeRoles.ts'
import { ApiError } from '../../api/errors.ts'
import { Button } from '../../components/Button/index.tsx'
import { Field } from '../../components/Field/index.tsx'
import { useAddOperator, useOperatorAction } from './api.ts'
import styles from './Backoffice.module.css'
import { ReasonDialog, useProblem } from './ReasonDialog.tsx'
import { Select } from './Select.tsx'

export type OperatorAction = 'role' | 'disable' | 'enable' | 'reset-totp'

const roleOf = (value: FormDataEntryValue | null) => OPERATOR_ROLES.find((r) => r === value) ?? null
type RoleOption = { value: string; label: string }

const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError && (error.data as { field?: string } | null)?.field === field

/** Name, role and a first password; the new operator sets up two-step sign-in at the first sign-in. */
export function AddOperatorDialog({
  roleOptions,
  onDone,
}: {
  roleOptions: RoleOption[]
  onDone(name: string): void
}) {
  const { t } = useLingui()
  const add = useAddOperator()
  const problem = useProblem()
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    const role = roleOf(form.get('role'))
    const name = String(form.get('name') ?? '').trim()
    if (!role) return
    add.mutate(
      { name, role, password: String(form.get('password') ?? '') },
      { onSuccess: () => onDone(name.toLowerCase()) },
    )
  }
  const err = add.error
  return (
    <form onSubmit={submit} noValidate>
      <Field
        name="name"
        label={t({ id: 'bo.operators.name', message: 'Name' })}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={fieldError(err, 'name') ? problem(err) : undefined}
      />
      <Select
        name="role"
        label={t({ id: 'bo.operators.role', message: 'Role' })}
        value="support"
        options={roleOptions}
      />
      <Field
        name="password"
        type="password"
        label={t({ id: 'bo.operators.firstPassword', message: 'First password' })}
        autoComplete="new-password"
        required
        error={fieldError(err, 'password') ? problem(err) : undefined}
      />
      <p className={styles.muted}>
        <Trans id="bo.operators.passwordHint">
          Give it to them in person; at least 10 characters with a letter and a number.
        </Trans>
      </p>
      {err && !fieldError(err, 'name') && !fieldError(err, 'password') ? (
        <p className={styles.error} role="alert">
          {problem(err)}
        </p>
      ) : null}
      <Button type="submit" variant="primary" block loading={add.isPending}>
        <Trans id="bo.operators.addSubmit">Add operator</Trans>
      </Button>
    </form>
  )
}

/** Change role, disable, enable or reset two-step sign-in: each asks why, and the reason goes in the audit log. */
export function OperatorActionDialog({
  operator,
  action,
  roleOptions,
  onClose,
}: {
  operator: OperatorView
  action: OperatorAction
  roleOptions: RoleOption[]
  onClose(): void
}) {
  const { t } = useLingui()
  const change = useOperatorAction()
  const name = operator.name
  const titles: Record<OperatorAction, string> = {
    role: t({ id: 'bo.action.roleTitle', message: `Change the role of ${name}` }),
    disable: t({ id: 'bo.action.disableTitle', message: `Disable ${name}` }),
    enable: t({ id: 'bo.action.enableTitle', message: `Enable ${name}` }),
    'reset-totp': t({ id: 'bo.action.resetTitle', message: `Reset two-step sign-in of ${name}` }),
  }
  const explanations: Record<OperatorAction, string> = {
    role: t({ id: 'bo.action.roleBody', message: 'The new role applies to their next request.' }),
    disable: t({
      id: 'bo.action.disableBody',
      message: 'They are signed out at once and cannot sign in until enabled.',
    }),
    enable: t({
      id: 'bo.action.enableBody',
      message: 'They can sign in again with their password and code.',
    }),
    'reset-totp': t({
      id: 'bo.action.resetBody',
      message:
        'Their authenticator and recovery codes stop working; they set up a new one at the next sign-in.',
    }),
  }
  return (
    <ReasonDialog
      title={titles[action]}
      body={explanations[action]}
      danger={action === 'disable' || action === 'reset-totp'}
      pending={change.isPending}
      error={change.error}
      onClose={onClose}
      onSubmit={(reason, form) => {
        const role: OperatorRole | null = roleOf(form.get('role'))
        change.mutate(
          { id: operator.id, action, reason, ...(action === 'role' && role ? { role } : {}) },
          { onSuccess: onClose },
        )
      }}
    >
      {action === 'role' ? (
        <Select
          name="role"
          label={t({ id: 'bo.operators.role', message: 'Role' })}
          value={operator.role}
          options={roleOptions}
        />
      ) : null}
    </ReasonDialog>
  )
}
