/**
 * The back office's roles and what each may open and do: the one table the server checks on every
 * route and the client reads to hide what a role cannot use; and the answers the client reads.
 * No zod here, so the console's pages load without the schemas (contract/backoffice.ts).
 */

import type { GameCategory } from './games.ts'

export const BACKOFFICE_API = '/backoffice/api'

export const OPERATOR_ROLES = ['support', 'finance', 'trader', 'marketing', 'admin'] as const
export type OperatorRole = (typeof OPERATOR_ROLES)[number]

/** Every action a back-office route performs, with the roles allowed to perform it. */
export const PERMISSIONS = {
  /** Who am I, sign out: any signed-in operator. */
  'session.own': OPERATOR_ROLES,
  'operators.list': ['admin'],
  'operators.add': ['admin'],
  'operators.role': ['admin'],
  'operators.disable': ['admin'],
  'operators.resetTotp': ['admin'],
  'audit.list': ['admin'],
  /** Games: each game's status (spec §4), which players' lists and placement obey. */
  'games.list': ['trader', 'admin'],
  'games.status': ['trader', 'admin'],
  'withdrawals.list': ['finance', 'admin'],
  'withdrawals.decide': ['finance', 'admin'],
  'deposits.list': ['finance', 'admin'],
  /**
   * Dashboard: money in and out, bets and gross gaming revenue by product, open liability and
   * players online. Finance reads the money, traders the exposure; support and marketing neither.
   */
  'dashboard.view': ['finance', 'trader', 'admin'],
  /** Draws: schedules, commitments, seeds once published, tickets and liability: the traders' book. */
  'draws.list': ['trader', 'admin'],
  /** Withdrawals per channel (spec §6): which channels players may withdraw through. */
  'withdrawals.channels': ['finance', 'admin'],
  /** Site content: the home slideshow, the footer texts and the copyright line. */
  'content.list': ['marketing', 'admin'],
  'content.edit': ['marketing', 'admin'],
  /** Sports and cricket: matches with their state; suspend, resume, void, a postponed match's result. */
  'matches.list': ['trader', 'admin'],
  'matches.suspend': ['trader', 'admin'],
  'matches.resume': ['trader', 'admin'],
  'matches.void': ['trader', 'admin'],
  'matches.result': ['trader', 'admin'],
  /**
   * Players: support reads and locks or ends sessions (the player on the phone); finance reads and
   * allows or disallows withdrawals; only admin adjusts a balance (money made or taken by hand).
   */
  'players.list': ['support', 'finance', 'admin'],
  'players.lock': ['support', 'admin'],
  'players.sessions': ['support', 'admin'],
  'players.withdrawals': ['finance', 'admin'],
  'players.adjust': ['admin'],
  /** Rewards campaigns (issue 17): marketing runs them; admins too. */
  'campaigns.list': ['marketing', 'admin'],
  'campaigns.edit': ['marketing', 'admin'],
  /** Live tables: each table's state, rounds and stakes at the live studio; pause (its open round voided and refunded) and resume. */
  'liveTables.list': ['trader', 'admin'],
  'liveTables.pause': ['trader', 'admin'],
  'liveTables.resume': ['trader', 'admin'],
  /** Live support chat (issue 18): the queue, take, transfer, reply and close with a tag. */
  'chat.handle': ['support', 'admin'],
} as const satisfies Record<string, readonly OperatorRole[]>
export type Permission = keyof typeof PERMISSIONS

/** The pages of the console, each opened by the permission it lists with. */
export const PAGES = {
  overview: 'session.own',
  dashboard: 'dashboard.view',
  players: 'players.list',
  withdrawals: 'withdrawals.list',
  deposits: 'deposits.list',
  matches: 'matches.list',
  draws: 'draws.list',
  games: 'games.list',
  liveTables: 'liveTables.list',
  chat: 'chat.handle',
  content: 'content.list',
  notices: 'content.list',
  campaigns: 'campaigns.list',
  operators: 'operators.list',
  audit: 'audit.list',
} as const satisfies Record<string, Permission>
export type Page = keyof typeof PAGES

export const can = (role: OperatorRole, permission: Permission) =>
  (PERMISSIONS[permission] as readonly OperatorRole[]).includes(role)

export const pagesOf = (role: OperatorRole) =>
  (Object.keys(PAGES) as Page[]).filter((page) => can(role, PAGES[page]))

/** What the client reads. */
export interface OperatorView {
  id: number
  name: string
  role: OperatorRole
  enrolled: boolean
  disabled: boolean
  lockedUntil: string | null
  createdAt: string
}
export interface Me {
  id: number
  name: string
  role: OperatorRole
  pages: Page[]
}
export interface SignInAnswer {
  challenge: string
  /** First sign-in (or after a reset): the secret to add to an authenticator app. */
  enrol: { secret: string; uri: string } | null
}
export interface SessionAnswer {
  token: string
  me: Me
  /** Shown once, right after enrolment. */
  recoveryCodes: string[] | null
}
export interface AuditRow {
  id: number
  at: string
  actor: string
  actorRole: string
  action: string
  target: string | null
  before: unknown
  after: unknown
  reason: string | null
  address: string | null
}
/** Spec §4 game status: only Active takes bets; Hidden leaves the players' lists. */
export const GAME_STATUSES = { active: 1, disable: 2, hidden: 3 } as const
export type GameStatusName = keyof typeof GAME_STATUSES
export type GameStatusCode = (typeof GAME_STATUSES)[GameStatusName]
export interface GameRow {
  /** Spec §3 game type code. */
  gameId: number
  name: string
  category: GameCategory
  status: GameStatusCode
}
export interface PageOf<T> {
  rows: T[]
  total: number
  page: number
  pageSize: number
}

/** Spec §4 approval states, by the number the database keeps. */
export const WITHDRAWAL_STATUSES = [
  'canApprove',
  'processing',
  'failed',
  'successTransaction',
  'reject',
] as const
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number]

/** One withdrawal in the queue; money as exact USDT decimal strings. */
export interface WithdrawalRow {
  id: number
  orderNo: string
  account: string
  amount: string
  /** The channel's percentage and network fee together. */
  fee: string
  net: string
  channel: string
  destination: Record<string, string>
  status: WithdrawalStatus
  reason: string | null
  createdAt: string
  decidedAt: string | null
}

/** Spec §4 transaction states of a deposit, by the number the database keeps (contract/wallet.ts TX). */
export const DEPOSIT_STATUSES = ['pending', 'audited', 'failed', 'success', 'rejected', 'processing'] as const
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number]

/** One deposit: what the payer sent in the channel's currency and what the wallet received in USDT. */
export interface DepositRow {
  id: number
  orderNo: string
  account: string
  channel: string
  amount: string
  currency: string
  credit: string
  status: DepositStatus
  createdAt: string
}

/**
 * The products the dashboard splits bets by: Mark Six by region (game), the others whole; games
 * are the seamless studios' rounds, the live casino's among them.
 */
export const DASHBOARD_PRODUCTS = ['sports', 'cricket', 'marksix', 'racing', 'games'] as const
export type DashboardProduct = (typeof DASHBOARD_PRODUCTS)[number]

/** Money as exact USDT decimal strings; counts as numbers. */
export interface ProductFigures {
  product: DashboardProduct
  /** The Mark Six region's game code; null for a whole product. */
  game: string | null
  /** Bets placed in the period, open ones too (lottery: selections; games: rounds). */
  bets: number
  /** Staked on bets placed in the period and settled (or voided) since: an open bet is liability, not revenue. */
  stakes: string
  /** Paid on bets settled in the period, refunds of cancelled bets included. */
  payouts: string
  /** Stakes − payouts: what the house kept on decided bets. */
  ggr: string
}
export interface Figures {
  /** Both ends included, days in the site's time zone. */
  from: string
  to: string
  /** Credited in the period. */
  deposits: { count: number; amount: string }
  /** Approved in the period (what the players asked for, fees included). */
  withdrawals: { count: number; amount: string }
  stakes: string
  payouts: string
  ggr: string
  products: ProductFigures[]
}
/** The most the house could pay on a match's open bets (each slip's max payout, in every match it holds). */
export interface MatchLiability {
  product: 'sports' | 'cricket'
  game: string
  matchId: number
  home: string
  away: string
  kickoff: string
  bets: number
  liability: string
}
export interface DrawLiability {
  drawId: number
  game: string
  matchId: string
  drawAt: string
  status: string
  bets: number
  liability: string
}
export interface Dashboard {
  at: string
  timeZone: string
  /** Signed-in players with the wallet socket open on this server. */
  online: number
  today: Figures
  range: Figures
  matches: MatchLiability[]
  draws: DrawLiability[]
}

/** open, closed (betting over), settled (drawn and published), canceled (spec §4). */
export const DRAW_STATUSES = ['open', 'closed', 'settled', 'canceled'] as const
export type DrawStatus = (typeof DRAW_STATUSES)[number]

/** A game's draw rhythm: weekly at a UTC time, or every few minutes. */
export interface DrawSchedule {
  game: string
  family: 'marksix' | 'racing'
  weekdays: number[] | null
  /** UTC 'HH:MM'. */
  time: string | null
  everyMinutes: number | null
  /** How long before the draw betting closes. */
  closeBeforeSeconds: number
  /** The next open draw's time, if one is scheduled. */
  next: string | null
}
export interface DrawRow {
  id: number
  game: string
  matchId: string
  drawAt: string
  closeAt: string
  status: DrawStatus
  /** SHA-256 of the seed, public from the start. */
  seedHash: string
  /** Only once the draw is published (settled); null before. */
  seed: string | null
  result: { numbers: number[]; special?: number } | null
  tickets: number
  stakes: string
  /** The most the house could still pay on the draw's open bets. */
  liability: string
}
export interface DrawTicketRow {
  id: number
  ticket: string
  account: string
  bet: unknown
  odds: string
  amount: string
  count: number
  stake: string
  status: 'pending' | 'settled' | 'cancelled'
  outcome: string | null
  payout: string | null
  /** amount × odds × count, rounded up: what this selection could pay at most. */
  maxPayout: string
  createdAt: string
}
/** A page of a draw's tickets, with the draw they are on. */
export interface DrawTickets extends PageOf<DrawTicketRow> {
  draw: { id: number; game: string; matchId: string }
}

/** A withdrawal channel and whether players may withdraw through it (spec §6 'per channel'). */
export interface WithdrawChannelRow {
  id: number
  name: string
  kind: string
  network: string | null
  allowed: boolean
}

/** The languages site content is written in: the site's ten (src/i18n/locales.ts), English first. */
export const CONTENT_LANGUAGES = ['en', 'zh', 'id', 'ja', 'ko', 'es', 'tr', 'hi', 'pt', 'ru'] as const
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number]

/** One slide of the home slideshow as marketing edits it; `title` is per language, English required. */
export interface SlideRow {
  id: number
  pic: string
  title: Partial<Record<ContentLanguage, string>>
  url: string
  sort: number
  active: boolean
  startsAt: string | null
  endsAt: string | null
}

/** The footer's texts in one language; a language left out reads the English ones. */
export interface FooterTexts {
  about: string
  sponsorship: string
  responsibleGaming: string
  copyright: string
}

export interface SiteContent {
  slides: SlideRow[]
  footer: Partial<Record<ContentLanguage, FooterTexts>>
}

/** The sports a trader's match list covers: the three sports games and cricket. */
export const MATCH_SPORTS = ['soccer', 'basketball', 'bd', 'cricket'] as const
export type MatchSport = (typeof MATCH_SPORTS)[number]
/** A match's state for traders: the feed's status, with an open match stopped by a trader as suspended. */
export const MATCH_STATES = ['scheduled', 'suspended', 'postponed', 'finished', 'void'] as const
export type MatchState = (typeof MATCH_STATES)[number]

/** One match in the traders' list, with its open bets (pending, any leg on it) and their stakes in USDT. */
export interface MatchRow {
  id: number
  sport: MatchSport
  code: string
  league: string
  home: string
  away: string
  kickoff: string
  state: MatchState
  /** "2:1" for a played sports match, "164/7 – 158/9" for cricket; null until played. */
  score: string | null
  openBets: number
  openStake: string
}

/** One player in the search list; the balance as exact USDT. */
export interface PlayerRow {
  id: number
  account: string
  nickname: string
  email: string | null
  mobile: string | null
  balance: string
  locked: boolean
  withdrawDisabled: boolean
  createdAt: string
}

/** A signed-in session of a player: one refresh-token family, live until revoked or expired. */
export interface PlayerSession {
  id: string
  startedAt: string
  lastRefreshAt: string
  expiresAt: string
}

export interface PlayerInvitee {
  id: number
  account: string
  createdAt: string
}

/** Everything support needs about one player at a glance; long lists are paged apart. */
export interface PlayerDetail extends PlayerRow {
  realName: string | null
  /** 2 agent, 3 player (spec §6). */
  role: number
  currency: string
  inviteCode: string
  emailVerifiedAt: string | null
  mobileVerifiedAt: string | null
  payPasswordSet: boolean
  lockedAt: string | null
  /** Every ledger account of the player, exact. */
  balances: { currency: string; balance: string }[]
  /** Bonus money (USDT) and the bonuses still being wagered, amounts exact. */
  bonus: {
    balance: string
    open: { id: number; amount: string; required: string; wagered: string; expiresAt: string }[]
  }
  invitedBy: { id: number; account: string } | null
  inviteeCount: number
  sessions: PlayerSession[]
}

export const PLAYER_BET_PRODUCTS = ['sports', 'cricket', 'lottery'] as const
export type PlayerBetProduct = (typeof PLAYER_BET_PRODUCTS)[number]

/** A bet of any product, in USDT: sports and cricket slips, lottery and racing tickets. */
export interface PlayerBetRow {
  id: string
  betNo: string
  game: string
  stake: string
  payout: string | null
  /** Spec §4 bet status: 1 pending, 16 settled, 32 cancelled. */
  status: number
  createdAt: string
}

/** One ledger entry of the player's wallet, with the balance after it. */
export interface PlayerLedgerRow {
  id: number
  at: string
  kind: string
  amount: string
  balanceAfter: string
}

/** A deposit or a withdrawal of the player, in USDT. */
export interface PlayerPaymentRow {
  id: number
  orderNo: string
  channel: string
  amount: string
  status: string
  createdAt: string
}

/** What an action on a player answers: the player as it is now. */
export interface PlayerAdjustment {
  balance: string
  amount: string
}

/** A rewards campaign as the Campaigns page lists it (amounts in USDT, exact strings). */
export interface CampaignRow {
  id: number
  kind: 'check_in' | 'first_deposit' | 'deposit' | 'lottery_task' | 'vip_level' | 'referral' | 'extra_bonus'
  name: string
  rules: Record<string, unknown>
  payout: 'bonus' | 'cash'
  wagerMultiple: number
  weights: { sport: number; cricket: number; lottery: number; games?: number }
  claimDays: number
  wagerDays: number
  startsAt: string
  endsAt: string | null
  endedAt: string | null
  /** scheduled (not started), running, or over (past its end or ended by an operator). */
  state: 'scheduled' | 'running' | 'over'
  /** Rewards made so far, and how many were claimed. */
  rewards: number
  claimed: number
}

/**
 * What a player would get from a campaign: one line per case (a check-in day, a deposit amount,
 * the task, a level, an invitation), with the wagering that bonus money would need.
 */
export interface CampaignPreview {
  lines: {
    on: 'day' | 'deposit' | 'stake' | 'level' | 'referral' | 'winnings'
    /** The day number, deposit, stake or winnings amount, or level; empty for a referral. */
    value: string
    amount: string
    /** USDT of weighted settled stakes to turn it into cash; null when it is paid as cash. */
    wagering: string | null
  }[]
}

/** A live table as the studio's operator API tells it (live casino, winfinity); money as exact USDT. */
export interface LiveTableRow {
  id: string
  kind: string
  name: string
  paused: boolean
  /** betting, dealing, result, voided; null between rounds or while paused. */
  phase: string | null
  round_id: string | null
  number: number | null
  closes_at: string | null
  /** Distinct signed-in players with a socket open at the table. */
  players_seated: number
  /** Staked on the open round. */
  round_stake: string
  /** The last results, newest first; `outcome` as the table's kind draws it. */
  last_results: { round_id: string; number: number; outcome: LiveOutcome }[]
}
/** baccarat and dragon tiger: winner; roulette: number; sic bo: dice, total, triple. */
export interface LiveOutcome {
  winner?: string
  number?: number
  dice?: number[]
  total?: number
  triple?: boolean
}
export interface LiveRoundRow {
  round_id: string
  number: number
  phase: string
  voided: boolean
  bets: number
  players: number
  stake: string
  payout: string
  outcome: LiveOutcome | null
  opened_at: string
  settled_at: string | null
}
/** The Live tables page: `configured` false when no live studio is contracted (production today). */
export interface LiveTables {
  configured: boolean
  tables: LiveTableRow[]
}
