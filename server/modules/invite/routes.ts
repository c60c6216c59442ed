import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { App, AppContext } from '../../context.ts'
import { inviteCodes, users } from '../../db/schema.ts'
import { notFound, ok, rejected } from '../../http/envelope.ts'
import { currentUser, requireUser } from '../auth/guard.ts'
import { newInviteCode, ROLE_AGENT } from '../auth/register.ts'

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
        const [owner] = await ctx.db
          .select({ nickname: users.nickname })
          .from(users)
          .where(eq(users.inviteCode, code))
        if (owner) return ok({ code, type: 1, nickname: owner.nickname })
        const [typed] = await ctx.db
          .select({ nickname: users.nickname, type: inviteCodes.type })
          .from(inviteCodes)
          .innerJoin(users, eq(users.id, inviteCodes.userId))
          .where(eq(inviteCodes.code, code))
        if (!typed) throw rejected('invalidInviteCode', { field: 'code' })
        return ok({ code, type: typed.type, nickname: typed.nickname })
      },
    )
  }
}
