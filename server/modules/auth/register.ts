import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rejected } from '../../http/envelope.ts'
import { breakRefusal } from '../players/index.ts'
import { users } from '../players/tables.ts'
import { hashPassword } from './passwords.ts'
import { inviteCodes } from './tables.ts'

export const newInviteCode = () => randomBytes(4).toString('hex').toUpperCase()

/** The README's demo accounts (modules/demo/seed.ts): seeded in demo mode only, never registered. */
export const RESERVED_ACCOUNTS = ['demo', 'agent'] as const

export const ROLE_AGENT = 2
export const ROLE_USER = 3

export interface NewAccount {
  account: string
  password: string
  inviteCode?: string
  nickname?: string
  email?: { address: string; verifiedAt: Date }
  phone?: { area: string; number: string; verifiedAt: Date }
}

/**
 * Who invited, and as what: a player's own code (and an agent's type-1 code) invites players; an
 * agent's type-2 code invites agents. An unknown code is refused, not ignored.
 */
async function referral(db: Db, code: string | undefined) {
  if (!code) return { referrerId: null, role: ROLE_USER }
  const normalised = code.toUpperCase()
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.inviteCode, normalised))
  if (owner) return { referrerId: owner.id, role: ROLE_USER }
  const [typed] = await db.select().from(inviteCodes).where(eq(inviteCodes.code, normalised))
  if (typed) return { referrerId: typed.userId, role: typed.type === 2 ? ROLE_AGENT : ROLE_USER }
  throw rejected('invalidInviteCode', { field: 'inviteCode' })
}

/** Creates the account; `now` (the server's clock) judges whether a taken address is on a break. */
export async function registerAccount(db: Db, input: NewAccount, now = new Date()) {
  const { referrerId, role } = await referral(db, input.inviteCode)
  const passwordHash = await hashPassword(input.password)
  const [user] = await db
    .insert(users)
    .values({
      account: input.account,
      nickname: input.nickname ?? input.account,
      passwordHash,
      role,
      inviteCode: newInviteCode(),
      referrerId,
      email: input.email?.address,
      emailVerifiedAt: input.email?.verifiedAt,
      areaCode: input.phone?.area,
      phone: input.phone?.number,
      phoneVerifiedAt: input.phone?.verifiedAt,
    })
    .onConflictDoNothing()
    .returning()
  if (!user) {
    // The address of a player on a break (a self-exclusion above all) opens no second account.
    const [holder] = await db
      .select({ excludedUntil: users.excludedUntil, exclusionKind: users.exclusionKind })
      .from(users)
      .where(
        input.email
          ? eq(users.email, input.email.address)
          : input.phone
            ? and(eq(users.areaCode, input.phone.area), eq(users.phone, input.phone.number))
            : eq(users.account, input.account),
      )
    const onBreak = holder && breakRefusal(holder, now)
    if (onBreak) throw onBreak
    const field = input.email ? 'email' : input.phone ? 'phone' : 'account'
    throw rejected(input.email ? 'emailTaken' : input.phone ? 'phoneTaken' : 'accountTaken', { field })
  }
  return user
}
