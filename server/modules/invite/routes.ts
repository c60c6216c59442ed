import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { App, AppContext } from '../../context.ts'
import { notFound, ok, rejected } from '../../http/envelope.ts'
import { currentUser, requireUser } from '../../http/guard.ts'
import { newInviteCode, ROLE_AGENT } from '../auth/index.ts'
import { inviteCodes } from '../auth/tables.ts'
import { users } from '../players/tables.ts'

/** What share/{code} reads of the inviter, to decide what it may show. */
const inviter = {
  nickname: users.nickname,
  account: users.account,
  email: users.email,
  areaCode: users.areaCode,
  phone: users.phone,
}

/**
 * The name a shared link may show to anyone who opens it. A nickname never set is the account
 * name, and for a player who signed up by e-mail or mobile that is the address or number: those
 * are sign-in names and contact details, so only their first two characters are shown.
 */
export function publicNickname(u: {
  nickname: string
  account: string
  email: string | null
  areaCode: string | null
  phone: string | null
}) {
  const signInNames = [u.account, u.email, u.phone, u.phone && `${u.areaCode ?? ''}${u.phone}`]
  return signInNames.includes(u.nickname) ? `${[...u.nickname].slice(0, 2).join('')}***` : u.nickname
}

/** Invite types: 1 invites players (every account has one), 2 invites agents (agents only). */
const inviteType = z.coerce.number().int().min(1, 'invalidInviteType').max(2, 'invalidInviteType').default(1)

export function inviteRoutes(ctx: AppContext) {
  return async (app: App) => {
    app.get(
      '/member/invite',
      { preHandler: requireUser(ctx), schema: { querystring: z.object({ type: inviteType }) } },
      async (req) => {
        const me = currentUser(req)
        const [user] = await ctx.db.select().from(users).where(eq(users.id, me.id))
        if (!user) throw notFound('userNotFound')
        if (req.query.type === 1) return ok({ type: 1, code: user.inviteCode })
        if (user.role !== ROLE_AGENT) throw rejected('agentsOnly')
        const [existing] = await ctx.db
          .select()
          .from(inviteCodes)
          .where(and(eq(inviteCodes.userId, me.id), eq(inviteCodes.type, 2)))
        if (existing) return ok({ type: 2, code: existing.code })
        const [created] = await ctx.db
          .insert(inviteCodes)
          .values({ code: newInviteCode(), userId: me.id, type: 2 })
          .onConflictDoNothing()
          .returning()
        const [row] = created
          ? [created]
          : await ctx.db
              .select()
              .from(inviteCodes)
              .where(and(eq(inviteCodes.userId, me.id), eq(inviteCodes.type, 2)))
        return ok({ type: 2, code: row?.code })
      },
    )

    /** Public: who is inviting, for the registration page a shared link opens. */
    app.get(
      '/share/:code',
      {
        schema: {
          params: z.object({
            code: z
              .string()
              .trim()
              .toUpperCase()
              .regex(/^[A-Z0-9]{4,32}$/, 'invalidInviteCode'),
          }),
        },
      },
      async (req) => {
        const code = req.params.code
        const [owner] = await ctx.db.select(inviter).from(users).where(eq(users.inviteCode, code))
        if (owner) return ok({ code, type: 1, nickname: publicNickname(owner) })
        const [typed] = await ctx.db
          .select({ ...inviter, type: inviteCodes.type })
          .from(inviteCodes)
          .innerJoin(users, eq(users.id, inviteCodes.userId))
          .where(eq(inviteCodes.code, code))
        if (!typed) throw rejected('invalidInviteCode', { field: 'code' })
        return ok({ code, type: typed.type, nickname: publicNickname(typed) })
      },
    )
  }
}
