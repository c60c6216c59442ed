import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import { rejected } from '../../http/envelope.ts'
import { hashPassword } from './passwords.ts'

const newInviteCode = () => randomBytes(4).toString('hex').toUpperCase()

/** Creates a player; an invite code links the referrer, and an unknown code is refused, not ignored. */
export async function registerAccount(
  db: Db,
  input: { account: string; password: string; inviteCode?: string; nickname?: string },
) {
  let referrerId: number | null = null
  if (input.inviteCode) {
    const [referrer] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.inviteCode, input.inviteCode.toUpperCase()))
    if (!referrer) throw rejected('invalidInviteCode', { field: 'inviteCode' })
    referrerId = referrer.id
  }
  const passwordHash = await hashPassword(input.password)
  const [user] = await db
    .insert(users)
    .values({
      account: input.account,
      nickname: input.nickname ?? input.account,
      passwordHash,
      inviteCode: newInviteCode(),
      referrerId,
    })
    .onConflictDoNothing({ target: users.account })
    .returning()
  if (!user) throw rejected('accountTaken', { field: 'account' })
  return user
}
