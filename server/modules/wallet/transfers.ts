import { eq } from 'drizzle-orm'
import { type TransferRecipient, transferBody, transferRecipientQuery } from '#contract/wallet.ts'
import type { App, AppContext } from '../../context.ts'
import { ok, rejected } from '../../http/envelope.ts'
import { currentUser, requireUser } from '../../http/guard.ts'
import { perPlayer } from '../../http/limits.ts'
import { AMOUNT_REFUSALS, parseAmount } from '../../money/amounts.ts'
import { publicNickname } from '../invite/index.ts'
import { LEDGER_REFUSALS, playerAccount, postEntries, runOnce } from '../ledger/index.ts'
import { checkPaymentPassword, PAYMENT_PASSWORD_REFUSALS } from '../member/index.ts'
import { users } from '../players/tables.ts'
import { idempotencyKey } from './idempotencyKey.ts'

/** Money from one player to another, by the receiver's account name, with the payment password. */
export function transferRoutes(ctx: AppContext) {
  /** The player an account name belongs to, refused for nobody and for the sender. */
  async function recipient(from: number, account: string) {
    const [to] = await ctx.db
      .select({
        id: users.id,
        account: users.account,
        nickname: users.nickname,
        email: users.email,
        areaCode: users.areaCode,
        phone: users.phone,
      })
      .from(users)
      .where(eq(users.account, account))
    if (!to) throw rejected('userNotFound', { field: 'account' })
    if (to.id === from) throw rejected('cannotTransferToSelf', { field: 'account' })
    return to
  }

  return async (app: App) => {
    /**
     * Who the money would go to, shown before the sender confirms (ui.md: a money action shows its
     * cost and its other side first). The name is the public one a shared link shows; the limit
     * keeps the lookup from listing accounts.
     */
    app.get(
      '/member/transfer/recipient',
      {
        preHandler: requireUser(ctx),
        schema: { querystring: transferRecipientQuery },
        config: perPlayer(30),
      },
      async (req) => {
        const to = await recipient(currentUser(req).id, req.query.account)
        return ok<TransferRecipient>({ account: to.account, nickname: publicNickname(to) })
      },
    )

    app.post(
      '/member/transfer',
      {
        preHandler: requireUser(ctx),
        schema: { body: transferBody },
        config: {
          ...perPlayer(30),
          errors: {
            422: [
              'cannotTransferToSelf',
              'userNotFound',
              ...AMOUNT_REFUSALS,
              ...PAYMENT_PASSWORD_REFUSALS,
              ...LEDGER_REFUSALS,
            ],
          },
        },
      },
      async (req) => {
        const from = currentUser(req).id
        const key = idempotencyKey(req)
        const amount = parseAmount(req.body.amount, 6)
        const to = await recipient(from, req.body.account)
        await checkPaymentPassword(ctx.db, from, req.body.bank_password, ctx.clock.now())
        const result = await runOnce(
          ctx.db,
          { key: `transfer:${from}:${key}`, kind: 'transfer', userId: from, request: { to: to.id, amount } },
          async (tx, transactionId) => {
            const balances = await postEntries(tx, transactionId, [
              { account: playerAccount(from), amount: -amount },
              { account: playerAccount(to.id), amount },
            ])
            return {
              to: req.body.account,
              amount: String(amount),
              balance: String(balances.get(playerAccount(from).key)),
            }
          },
        )
        await ctx.walletPush.publish(from, 'transfer_out')
        await ctx.walletPush.publish(to.id, 'transfer_in')
        return ok(result)
      },
    )
  }
}
