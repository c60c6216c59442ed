import { msg } from '@lingui/core/macro'
import type { DepositStatus, OperatorRole, Page, WithdrawalStatus } from '#contract/backofficeRoles.ts'

/** Names the server sends as codes, in the reader's language. */
export const ROLE_LABELS: Record<OperatorRole, ReturnType<typeof msg>> = {
  support: msg({ id: 'bo.role.support', message: 'Support' }),
  finance: msg({ id: 'bo.role.finance', message: 'Finance' }),
  trader: msg({ id: 'bo.role.trader', message: 'Trader' }),
  marketing: msg({ id: 'bo.role.marketing', message: 'Marketing' }),
  admin: msg({ id: 'bo.role.admin', message: 'Admin' }),
}

export const PAGE_LABELS: Record<Page, ReturnType<typeof msg>> = {
  overview: msg({ id: 'bo.page.overview', message: 'Overview' }),
  operators: msg({ id: 'bo.page.operators', message: 'Operators' }),
  audit: msg({ id: 'bo.page.audit', message: 'Audit log' }),
  withdrawals: msg({ id: 'bo.page.withdrawals', message: 'Withdrawals' }),
  deposits: msg({ id: 'bo.page.deposits', message: 'Deposits' }),
}

export const PAGE_PATHS: Record<
  Page,
  | '/backoffice'
  | '/backoffice/operators'
  | '/backoffice/audit'
  | '/backoffice/withdrawals'
  | '/backoffice/deposits'
> = {
  overview: '/backoffice',
  operators: '/backoffice/operators',
  audit: '/backoffice/audit',
  withdrawals: '/backoffice/withdrawals',
  deposits: '/backoffice/deposits',
}

export const DEPOSIT_STATUS_LABELS: Record<DepositStatus, ReturnType<typeof msg>> = {
  pending: msg({ id: 'bo.deposits.status.pending', message: 'Pending' }),
  audited: msg({ id: 'bo.deposits.status.audited', message: 'Checked' }),
  failed: msg({ id: 'bo.deposits.status.failed', message: 'Failed' }),
  success: msg({ id: 'bo.deposits.status.success', message: 'Credited' }),
  rejected: msg({ id: 'bo.deposits.status.rejected', message: 'Rejected' }),
  processing: msg({ id: 'bo.deposits.status.processing', message: 'Processing' }),
}

export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, ReturnType<typeof msg>> = {
  canApprove: msg({ id: 'bo.withdrawals.status.waiting', message: 'Waiting' }),
  processing: msg({ id: 'bo.withdrawals.status.processing', message: 'Processing' }),
  failed: msg({ id: 'bo.withdrawals.status.failed', message: 'Failed' }),
  successTransaction: msg({ id: 'bo.withdrawals.status.approved', message: 'Approved' }),
  reject: msg({ id: 'bo.withdrawals.status.rejected', message: 'Rejected' }),
}
