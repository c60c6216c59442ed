import { Trans, useLingui } from '@lingui/react/macro'
import type { WithdrawalRow } from '#contract/backofficeRoles.ts'
import { amountText } from '../../shared/money/format.ts'
import { useDecideWithdrawal } from './api.ts'
import { ReasonDialog } from './ReasonDialog.tsx'

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
  const { t } = useLingui()
  const decide = useDecideWithdrawal()
  const amount = amountText(withdrawal.amount, 'USDT')
  const net = amountText(withdrawal.net, 'USDT')
  const account = withdrawal.account
  const approve = decision === 'approve'
  return (
    <ReasonDialog
      title={
        approve
          ? t({ id: 'bo.withdrawals.approveTitle', message: `Approve ${amount} for ${account}` })
          : t({ id: 'bo.withdrawals.rejectTitle', message: `Reject ${amount} for ${account}` })
      }
      body={
        approve ? (
          <Trans id="bo.withdrawals.approveBody">
            {net} is paid out to the destination; the fees go to the house.
          </Trans>
        ) : (
          <Trans id="bo.withdrawals.rejectBody">The whole amount goes back to the player's balance.</Trans>
        )
      }
      reasonLabel={approve ? <Trans id="bo.withdrawals.note">Note (optional)</Trans> : undefined}
      reasonOptional={approve}
      confirm={
        approve ? (
          <Trans id="bo.withdrawals.approve">Approve</Trans>
        ) : (
          <Trans id="bo.withdrawals.reject">Reject</Trans>
        )
      }
      danger={!approve}
      pending={decide.isPending}
      error={decide.error}
      onClose={onClose}
      onSubmit={(reason) =>
        decide.mutate({ id: withdrawal.id, decision, reason: reason || undefined }, { onSuccess: onClose })
      }
    />
  )
}
