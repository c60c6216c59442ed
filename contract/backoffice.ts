import { z } from 'zod'
import {
  DEPOSIT_STATUSES,
  DRAW_STATUSES,
  GAME_STATUSES,
  OPERATOR_ROLES,
  WITHDRAWAL_STATUSES,
} from './backofficeRoles.ts'

/** The request schemas of /backoffice/api (roles and permissions: contract/backofficeRoles.ts). */

export const operatorRole = z.enum(OPERATOR_ROLES, { error: 'invalidRole' })

/** Operator names: 3–32 lowercase letters, digits, dots, dashes or underscores. */
export const operatorName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,32}$/, 'operatorNameRule')

/** At least 10 characters with a letter and a number: an operator moves other people's money. */
export const operatorPassword = z
  .string()
  .max(128)
  .refine((p) => p.length >= 10 && /[A-Za-z]/.test(p) && /\d/.test(p), 'operatorPasswordRule')

/** Why an operator changed something: required on every change, kept in the audit log. */
export const reason = z.string().trim().min(3, 'reasonRequired').max(500, 'tooLong')

export const signInRequest = z.object({ name: operatorName, password: z.string().min(1).max(128) })

/** The second step: the challenge from the first, then a TOTP code or one recovery code. */
export const secondFactorRequest = z
  .object({
    challenge: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'signInExpired'),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'totpCodeRule')
      .optional(),
    recoveryCode: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/, 'recoveryCodeRule')
      .transform((c) => c.replace('-', ''))
      .optional(),
  })
  .refine((r) => (r.code === undefined) !== (r.recoveryCode === undefined), {
    message: 'totpCodeRule',
    path: ['code'],
  })

export const operatorId = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
})

export const addOperatorRequest = z.object({
  name: operatorName,
  role: operatorRole,
  password: operatorPassword,
  reason: reason.optional(),
})
export const changeRoleRequest = z.object({ role: operatorRole, reason })
export const reasonRequest = z.object({ reason })

const page = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  order: z.enum(['asc', 'desc']).default('desc'),
}
const filterText = z.string().trim().max(64).optional()

export const OPERATOR_SORTS = ['id', 'name', 'role', 'createdAt'] as const
export const operatorsQuery = z.object({
  ...page,
  sort: z.enum(OPERATOR_SORTS).default('id'),
  q: filterText,
  role: operatorRole.optional(),
  status: z.enum(['active', 'disabled']).optional(),
})

/** A day as the date picker sends it; the range is whole UTC days, both ends included. */
const day = z.iso
  .date('invalidDate')
  .refine((d) => Number.isFinite(Date.parse(`${d}T00:00:00Z`)), 'invalidDate')
  .optional()
export const AUDIT_SORTS = ['at', 'actor', 'action'] as const
export const auditQuery = z.object({
  ...page,
  sort: z.enum(AUDIT_SORTS).default('at'),
  actor: filterText,
  action: filterText,
  target: filterText,
  from: day,
  to: day,
})

/** A game by its spec §3 type code. */
export const gameCode = z.object({ id: z.coerce.number().int().min(1).max(9999) })
/** Active 1, Disable 2 or Hidden 3, with why. */
export const gameStatusRequest = z.object({
  status: z.literal(Object.values(GAME_STATUSES), { error: 'invalidGameStatus' }),
  reason,
})
export const WITHDRAWAL_SORTS = ['createdAt', 'amount', 'account'] as const
export const withdrawalsQuery = z.object({
  ...page,
  sort: z.enum(WITHDRAWAL_SORTS).default('createdAt'),
  status: z.enum(WITHDRAWAL_STATUSES, { error: 'invalidStatus' }).optional(),
  account: filterText,
  from: day,
  to: day,
})
export const withdrawalId = operatorId
/** Approving needs no words; rejecting tells the player why (kept in the audit log too). */
export const approveRequest = z.object({ reason: reason.optional() })
export const rejectRequest = z.object({ reason })

export const DEPOSIT_SORTS = ['createdAt', 'credit', 'account'] as const
export const depositsQuery = z.object({
  ...page,
  sort: z.enum(DEPOSIT_SORTS).default('createdAt'),
  status: z.enum(DEPOSIT_STATUSES, { error: 'invalidStatus' }).optional(),
  account: filterText,
  from: day,
  to: day,
})

/** Longest dashboard range: a year of days, so one request never scans the whole history. */
export const DASHBOARD_MAX_DAYS = 366
const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`)
/** Days in the site's time zone, both ends included; unset: the last seven days. */
export const dashboardQuery = z
  .object({ from: day, to: day })
  .refine((q) => !q.from || !q.to || dayMs(q.from) <= dayMs(q.to), {
    message: 'invalidDateRange',
    path: ['to'],
  })
  .refine((q) => !q.from || !q.to || (dayMs(q.to) - dayMs(q.from)) / 86_400_000 < DASHBOARD_MAX_DAYS, {
    message: 'dateRangeTooLong',
    path: ['to'],
  })

export const DRAW_SORTS = ['drawAt', 'liability', 'tickets'] as const
export const drawsQuery = z.object({
  ...page,
  sort: z.enum(DRAW_SORTS).default('drawAt'),
  game: z
    .string()
    .regex(/^[a-z0-9]{2,32}$/, 'invalidGame')
    .optional(),
  status: z.enum(DRAW_STATUSES, { error: 'invalidStatus' }).optional(),
})
export const drawId = operatorId
export const drawTicketsQuery = z.object({ ...page })
