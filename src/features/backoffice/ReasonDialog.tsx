import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { ApiError, errorMessage } from '../../api/errors.ts'
import { Button } from '../../components/Button/index.tsx'
import { Modal } from '../../components/Modal/index.tsx'
import { messageFor } from '../../i18n/index.ts'
import styles from './Backoffice.module.css'

/** The server's message for a failed change, in the reader's language. */
export function useProblem() {
  const { i18n } = useLingui()
  return (error: unknown) =>
    messageFor(i18n, error instanceof ApiError ? errorMessage(error) : 'somethingWentWrong')
}

/**
 * Every audited action asks why before it is done: what it will do, the action's own fields
 * (`children`, read from the form on submit), the reason (written to the audit log beside before
 * and after), the server's refusal if any, and Cancel / the action's button.
 */
export function ReasonDialog({
  title,
  body,
  children,
  reasonLabel,
  reasonOptional,
  confirm,
  danger,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  title: string
  body?: ReactNode
  children?: ReactNode
  reasonLabel?: ReactNode
  /** Approving a withdrawal takes a note; everything else must say why. */
  reasonOptional?: boolean
  confirm?: ReactNode
  danger?: boolean
  pending: boolean
  error: unknown
  onSubmit(reason: string, form: FormData): void
  onClose(): void
}) {
  const problem = useProblem()
  const reasonId = useId()
  const [reason, setReason] = useState('')
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    onSubmit(reason.trim(), new FormData(e.currentTarget))
  }
  return (
    <Modal open title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {body ? <p className={styles.muted}>{body}</p> : null}
        {children}
        <div className={styles.selectField}>
          <label htmlFor={reasonId}>{reasonLabel ?? <Trans id="bo.action.reason">Reason</Trans>}</label>
          <textarea
            id={reasonId}
            name="reason"
            className={styles.textarea}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required={!reasonOptional}
            maxLength={500}
          />
        </div>
        {error ? (
          <p className={styles.error} role="alert">
            {problem(error)}
          </p>
        ) : null}
        <div className={styles.rowActions}>
          <Button variant="ghost" onClick={onClose}>
            <Trans id="bo.action.cancel">Cancel</Trans>
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={pending}>
            {confirm ?? <Trans id="bo.action.confirm">Confirm</Trans>}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
