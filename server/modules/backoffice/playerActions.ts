import { and, eq, isNull } from 'drizzle-orm'
import { ADJUSTED_BALANCE_MAX_MICRO } from '#contract/backoffice.ts'
import type { PlayerAdjustment } from '#contract/backofficeRoles.ts'
import { formatMinorUnits, toMinorUnits } from '#engine/money.ts'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { notFound, rejected } from '../../http/envelope.ts'
import { refreshTokens } from '../auth/tables.ts'
import { playerAccount, playerBalance, postEntries, runOnce, systemAccount } from '../ledger/index.ts'
import { systemMessage } from '../notices/index.ts'
import { type Actor, audited, writeAudit } from '../operators/index.ts'
import { users } from '../players/tables.ts'

const usdt = (micro: bigint) => formatMinorUnits(micro, 6, 'USDT')
const target = (u: { id: number; account: string }) => `player:${u.id}:${u.account}`

/** The player row, locked for the change so two operators acting at once are applied one after the other. */
async function lockedPlayer(tx: Db, id: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update')
  if (!user) throw notFound('playerNotFound')
  return user
}

/** Revokes every live session; the access tokens die with them (sessionBoundSigner). */
async function endSessions(tx: Db, userId: number, now: Date) {
  const ended = await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ family: refreshTokens.familyId })
  return new Set(ended.map((r) => r.family)).size
}

/**
 * What operators do to a player: each change and its audit row (before and after) in one
 * transaction. Lock and withdrawal switches are idempotent: setting what is already set changes
 * nothing but is still recorded, so the log shows every decision taken.
 */
export function playerActions(ctx: AppContext) {
  const now = () => ctx.clock.now()

  return {
    /** A locked player cannot sign in, and every live session ends now. */
    setLocked: (actor: Actor, id: number, locked: boolean, reason: string) =>
      audited(ctx.db, actor, now(), async (tx) => {
        const user = await lockedPlayer(tx, id)
        await tx
          .update(users)
          .set({ lockedAt: locked ? (user.lockedAt ?? now()) : null })
          .where(eq(users.id, id))
        const sessionsEnded = locked ? await endSessions(tx, id, now()) : 0
        if (locked && user.lockedAt === null)
          await systemMessage(
            tx,
            id,
            'msg.accountLocked',
            { title: 'Account locked', body: 'Your account has been locked. Please contact support.' },
            {},
            now(),
          )
        return {
          result: { id, locked },
          entry: {
            action: locked ? 'player.lock' : 'player.unlock',
            target: target(user),
            before: { locked: user.lockedAt !== null },
            after: { locked, sessionsEnded },
            reason,
          },
        }
      }),

    /** Spec §6 per user: a disallowed player's withdrawal requests are refused (notAllowedToWithdraw). */
    setWithdrawals: (actor: Actor, id: number, allowed: boolean, reason: string) =>
      audited(ctx.db, actor, now(), async (tx) => {
        const user = await lockedPlayer(tx, id)
        await tx.update(users).set({ withdrawDisabled: !allowed }).where(eq(users.id, id))
        return {
          result: { id, withdrawDisabled: !allowed },
          entry: {
            action: allowed ? 'player.withdrawals.allow' : 'player.withdrawals.disallow',
            target: target(user),
            before: { withdrawDisabled: user.withdrawDisabled },
            after: { withdrawDisabled: !allowed },
            reason,
          },
        }
      }),

    endSessions: (actor: Actor, id: number, reason: string) =>
      audited(ctx.db, actor, now(), async (tx) => {
        const user = await lockedPlayer(tx, id)
        const ended = await endSessions(tx, id, now())
        return {
          result: { id, sessionsEnded: ended },
          entry: {
            action: 'player.sessions.end',
            target: target(user),
            before: { sessions: ended },
            after: { sessions: 0 },
            reason,
          },
        }
      }),

    /**
     * Credits or debits the player against the house's adjustments account: a balanced ledger post,
     * never an UPDATE of a balance; a debit below zero is refused (insufficientBalance), and so is a
     * credit taking the balance above ADJUSTED_BALANCE_MAX_MICRO (balanceTooLarge). Runs once
     * per key: a retry answers the first result and writes no second entry or audit row.
     */
    async adjust(
      actor: Actor,
      id: number,
      body: { amount: string; reason: string; key: string },
    ): Promise<PlayerAdjustment> {
      const [user] = await ctx.db.select().from(users).where(eq(users.id, id))
      if (!user) throw notFound('playerNotFound')
      const amount = toMinorUnits(body.amount, 6)
      const account = playerAccount(id)
      const done = await runOnce(
        ctx.db,
        {
          key: `adjust:${body.key}`,
          kind: 'adjustment',
          userId: id,
          request: { userId: id, amount, reason: body.reason },
        },
        async (tx, transactionId) => {
          const before = await playerBalance(tx, id, account)
          const balances = await postEntries(tx, transactionId, [
            { account, amount },
            { account: systemAccount('adjustments'), amount: -amount },
          ])
          const after = balances.get(account.key) ?? 0n
          // Decided on the balance the post locked: a refusal rolls the entries back with it.
          if (amount > 0n && after > ADJUSTED_BALANCE_MAX_MICRO)
            throw rejected('balanceTooLarge', { max: usdt(ADJUSTED_BALANCE_MAX_MICRO) })
          await writeAudit(
            tx,
            actor,
            {
              action: 'player.adjust',
              target: target(user),
              before: { balance: usdt(before) },
              after: { balance: usdt(after), amount: usdt(amount), transactionId },
              reason: body.reason,
            },
            now(),
          )
          return { balance: usdt(after), amount: usdt(amount) }
        },
      )
      // The player's open wallet shows the new balance at once (after the commit, like every push).
      await ctx.walletPush.publish(id, amount < 0n ? 'adjustment_out' : 'adjustment_in')
      return done
    },
  }
}
