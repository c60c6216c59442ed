import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import type { WithdrawalRow } from '#contract/backofficeRoles.ts'
import { ApiError, errorMessage } from '../../api/errors.ts'
import { Button } from '../../components/Button/index.tsx'
import { Modal } from '../../components/Modal/index.tsx'
import { messageFor } from '../../i18n/index.ts'
import { amountText } from '../../shared/money/format.ts'
import { useDecideWithdrawal } from './api.ts'
import styles from './Backoffice.module.css'

export type Decision = 'approve' | 'reject'

/**
 * Approve pays the net amount out; reject refunds the player and must say why (the player and the
 * audit log read it). Another operator deciding first shows the server's refusal here.
 */
export function WithdrawalDecisionDialog({
  withdrawal,
  decision,
  onClose,
}: {
  withdrawal: WithdrawalRow
  decision: Decision
  onClose(): void
}) {
  const { t, i18n } = useLingui()
  const decide = useDecideWithdrawal()
  const reasonId = useId()
  const [reason, setReason] = useState('')
  const amount = amountText(withdrawal.amount, 'USDT')
  const net = amountText(withdrawal.net, 'USDT')
  const account = withdrawal.account
  const title =
    decision === 'approve'
      ? t({ id: 'bo.withdrawals.approveTitle', message: `Approve ${amount} for ${account}` })
      : t({ id: 'bo.withdrawals.rejectTitle', message: `Reject ${amount} for ${account}` })
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    decide.mutate({ id: withdrawal.id, decision, reason: reason.trim() || undefined }, { onSuccess: onClose })
  }
  return (
    <Modal open title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p className={styles.muted}>
          {decision === 'approve' ? (
            <Trans id="bo.withdrawals.approveBody">
              {net} is paid out to the destination; the fees go to the house.
            </Trans>
          ) : (
            <Trans id="bo.withdrawals.rejectBody">The whole amount goes back to the player's balance.</Trans>
          )}
        </p>
        <div className={styles.selectField}>
          <label htmlFor={reasonId}>
            {decision === 'approve' ? (
              <Trans id="bo.withdrawals.note">Note (optional)</Trans>
            ) : (
              <Trans id="bo.action.reason">Reason</Trans>
            )}
          </label>
          <textarea
            id={reasonId}
            name="reason"
            className={styles.textarea}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required={decision === 'reject'}
            maxLength={500}
          />
        </div>
        {decide.error ? (
          <p className={styles.error} role="alert">
            {messageFor(
              i18n,
              decide.error instanceof ApiError ? errorMessage(decide.error) : 'somethingWentWrong',
            )}
          </p>
        ) : null}
        <div className={styles.rowActions}>
          <Button variant="ghost" onClick={onClose}>
            <Trans id="bo.action.cancel">Cancel</Trans>
          </Button>
          <Button
            type="submit"
            variant={decision === 'reject' ? 'danger' : 'primary'}
            loading={decide.isPending}
          >
            {decision === 'approve' ? (
              <Trans id="bo.withdrawals.approve">Approve</Trans>
            ) : (
              <Trans id="bo.withdrawals.reject">Reject</Trans>
            )}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
