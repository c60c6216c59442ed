import { msg } from '@lingui/core/macro'
import type {
  DepositStatus,
  GameStatusCode,
  OperatorRole,
  Page,
  WithdrawalStatus,
} from '#contract/backofficeRoles.ts'
import type { GameCategory } from '#contract/games.ts'

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
  games: msg({ id: 'bo.page.games', message: 'Games' }),
  operators: msg({ id: 'bo.page.operators', message: 'Operators' }),
  audit: msg({ id: 'bo.page.audit', message: 'Audit log' }),
  withdrawals: msg({ id: 'bo.page.withdrawals', message: 'Withdrawals' }),
  deposits: msg({ id: 'bo.page.deposits', message: 'Deposits' }),
  players: msg({ id: 'bo.page.players', message: 'Players' }),
  dashboard: msg({ id: 'bo.page.dashboard', message: 'Dashboard' }),
  draws: msg({ id: 'bo.page.draws', message: 'Draws' }),
  content: msg({ id: 'bo.page.content', message: 'Site content' }),
  notices: msg({ id: 'bo.page.notices', message: 'Announcements and messages' }),
  campaigns: msg({ id: 'bo.page.campaigns', message: 'Campaigns' }),
  matches: msg({ id: 'bo.page.matches', message: 'Sports and cricket' }),
  liveTables: msg({ id: 'bo.page.liveTables', message: 'Live tables' }),
  chat: msg({ id: 'bo.page.chat', message: 'Live support' }),
}

/** A page's path under /backoffice/ (the console is one route: see BackofficePages). */
export const pagePath = (page: Page) => (page === 'overview' ? '' : page)

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

/** Spec §4 game status, as the games page shows and offers it. */
export const GAME_STATUS_LABELS: Record<GameStatusCode, ReturnType<typeof msg>> = {
  1: msg({ id: 'bo.status.active', message: 'Active' }),
  2: msg({ id: 'bo.status.disabled', message: 'Disabled' }),
  3: msg({ id: 'bo.status.hidden', message: 'Hidden' }),
}

export const GAME_CATEGORY_LABELS: Record<GameCategory, ReturnType<typeof msg>> = {
  sports: msg({ id: 'bo.games.category.sports', message: 'Sports' }),
  lottery: msg({ id: 'bo.games.category.lottery', message: 'Lottery' }),
  pk10: msg({ id: 'bo.games.category.pk10', message: 'Racing' }),
  games: msg({ id: 'bo.games.category.games', message: 'Casino games' }),
  liveGames: msg({ id: 'bo.games.category.liveGames', message: 'Live games' }),
}
