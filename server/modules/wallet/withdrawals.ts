import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { AppError, notFound, rejected } from '../../http/envelope.ts'
import { parseAmount } from '../../money/amounts.ts'
import { decimalToUnits } from '../../money/exchange.ts'
import { isValidAddress } from '../../providers/payments/sandbox.ts'
import { type Operation, playerAccount, postEntries, runOnce, systemAccount } from '../ledger/index.ts'
import { checkPaymentPassword } from '../member/index.ts'
import { systemMessage } from '../notices/index.ts'
import { type Actor, writeAudit } from '../operators/index.ts'
import { bankInformation, paymentChannels, withdrawals } from '../payments/tables.ts'
import { users } from '../players/tables.ts'
import { enqueuePush, withdrawalNote } from '../push/index.ts'
import { forfeitAll, forfeitable, lockPlayer, usdtText } from '../rewards/index.ts'
import { newOrderNo } from './deposits.ts'

/** Spec §4 approval states. */
export const APPROVAL = { canApprove: 0, processing: 1, failed: 2, successTransaction: 3, reject: 4 } as const

export interface WithdrawRequest {
  channelId: number
  amount: string
  address?: string
  bankInfoId?: number
  bankPassword: string
  /** The player confirmed that open bonus wagering is forfeited. */
  forfeitBonus?: boolean
}

/** Fees of an amount on a channel, all in USDT micro-units: a percentage and a fixed network fee. */
export function withdrawalFees(channel: typeof paymentChannels.$inferSelect, amount: bigint) {
  const fee = (amount * decimalToUnits(channel.feePercent, 3)) / 100_000n
  const networkFee = decimalToUnits(channel.networkFee, 6)
  return { fee, networkFee, net: amount - fee - networkFee }
}

export function withdrawalService(ctx: AppContext) {
  /**
   * Spec §5–§6: the channel and the player may withdraw, the amount meets the minimum and leaves
   * something after fees, the destination is valid (bank payouts need a real name), and the
   * payment password is right — all checked before any money moves.
   */
  async function request(userId: number, input: WithdrawRequest, key: string) {
    const [channel] = await ctx.db
      .select()
      .from(paymentChannels)
      .where(and(eq(paymentChannels.id, input.channelId), eq(paymentChannels.direction, 'withdraw')))
    if (!channel) throw rejected('paymentTypesNotAvailable', { field: 'channel_id' })
    if (channel.status !== 1)
      throw rejected('notAllowedToWithdraw', { field: 'channel_id', channel: channel.name })
    const [user] = await ctx.db.select().from(users).where(eq(users.id, userId))
    if (!user) throw notFound('userNotFound')
    if (user.withdrawDisabled) throw rejected('notAllowedToWithdraw')

    const amount = parseAmount(input.amount, 6)
    const min = decimalToUnits(channel.minAmount, 6)
    if (amount < min) throw rejected('belowMinWithdraw', { field: 'amount', min: channel.minAmount })
    const fees = withdrawalFees(channel, amount)
    if (fees.net <= 0n) throw rejected('netAmountNotPositive', { field: 'amount' })

    let destination: Record<string, string>
    if (channel.kind === 'usdt') {
      const address = (input.address ?? '').trim()
      if (!isValidAddress(channel.network ?? '', address))
        throw rejected('invalidAddress', { field: 'address' })
      destination = { network: channel.network ?? '', address }
    } else {
      if (!user.realName) throw rejected('realNameRequiredToWithdraw', { field: 'real_name' })
      const [saved] = input.bankInfoId
        ? await ctx.db
            .select()
            .from(bankInformation)
            .where(and(eq(bankInformation.id, input.bankInfoId), eq(bankInformation.userId, userId)))
        : []
      if (saved?.accountType !== 'bank') throw rejected('bankAccountRequired', { field: 'bank_info_id' })
      destination = {
        bank: saved.bank ?? '',
        account: saved.account,
        account_name: saved.accountName ?? '',
        country: saved.country ?? '',
      }
    }

    await checkPaymentPassword(ctx.db, userId, input.bankPassword, ctx.clock.now())
    const op: Operation = {
      key: `withdraw:${userId}:${key}`,
      kind: 'withdraw',
      userId,
      request: { channelId: channel.id, amount, destination },
    }
    // Open wagering is read under the player's lock, which a reward claim takes too: a bonus
    // claimed a moment before is seen here (and refused, or forfeited when confirmed), and a claim
    // a moment after sees this withdrawal (rewardDepositWithdrawn). The refusal keeps no key, so
    // the request may come again with forfeit_bonus.
    const noOpenWagering = async (tx: Db) => {
      await lockPlayer(tx, userId)
      const atStake = await forfeitable(tx, userId)
      if (atStake && !input.forfeitBonus)
        throw rejected('bonusWageringOpen', { forfeit: usdtText(atStake.amount), bonuses: atStake.bonuses })
    }
    const result = await runOnce(
      ctx.db,
      op,
      async (tx, transactionId) => {
        // Confirmed above: the open bonus money goes back with the request, in its transaction.
        if (input.forfeitBonus) await forfeitAll(tx, userId, ctx.clock.now())
        const balances = await postEntries(tx, transactionId, [
          { account: playerAccount(userId), amount: -amount },
          { account: systemAccount('pending_withdrawal'), amount },
        ])
        const [row] = await tx
          .insert(withdrawals)
          .values({
            orderNo: newOrderNo('W'),
            userId,
            channelId: channel.id,
            amount,
            ...fees,
            destination,
            status: APPROVAL.canApprove,
          })
          .returning()
        return {
          orderNo: row?.orderNo,
          status: APPROVAL.canApprove,
          amount: String(amount),
          fee: String(fees.fee),
          network_fee: String(fees.networkFee),
          net: String(fees.net),
          balance: String(balances.get(playerAccount(userId).key)),
        }
      },
      noOpenWagering,
    )
    await ctx.walletPush.publish(userId, 'withdrawal_requested')
    return result
  }

  /**
   * The operator's decision: pay out (fees to the house) or refund the player, each once, with its
   * audit row in the same transaction. Two operators deciding at once: the decision key lets one
   * through; the other (a different actor or decision hashes differently) is told it was decided.
   */
  async function decide(
    withdrawalId: number,
    decision: 'approve' | 'reject',
    reason?: string,
    actor: Actor = { kind: 'cli' },
  ) {
    const [row] = await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId))
    if (!row) throw notFound('withdrawalNotFound')
    if (row.status !== APPROVAL.canApprove) throw rejected('withdrawalAlreadyDecided')
    const by = actor.kind === 'operator' ? actor.id : 'cli'
    const result = await runOnce(
      ctx.db,
      {
        key: `withdraw-decision:${withdrawalId}`,
        kind: decision === 'approve' ? 'withdraw_payout' : 'withdraw_refund',
        userId: row.userId,
        request: { decision, by },
      },
      async (tx, transactionId) => {
        const status = decision === 'approve' ? APPROVAL.successTransaction : APPROVAL.reject
        const now = ctx.clock.now()
        const [claimed] = await tx
          .update(withdrawals)
          .set({ status, reason: reason ?? null, decidedAt: now })
          .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, APPROVAL.canApprove)))
          .returning()
        if (!claimed) throw rejected('withdrawalAlreadyDecided')
        const legs =
          decision === 'approve'
            ? [
                { account: systemAccount('pending_withdrawal'), amount: -row.amount },
                { account: systemAccount('clearing_out'), amount: row.net },
                { account: systemAccount('house'), amount: row.fee + row.networkFee },
              ]
            : [
                { account: systemAccount('pending_withdrawal'), amount: -row.amount },
                { account: playerAccount(row.userId), amount: row.amount },
              ]
        await postEntries(tx, transactionId, legs)
        await enqueuePush(tx, [withdrawalNote(row.userId, decision, row.orderNo, row.amount)], now)
        // A refused withdrawal is told to the player with its reason, with the refund.
        if (decision === 'reject') {
          const amount = usdtText(row.amount)
          await systemMessage(
            tx,
            row.userId,
            'msg.withdrawalRejected',
            {
              title: 'Withdrawal rejected',
              body: `Your withdrawal ${row.orderNo} of ${amount} USDT was rejected and refunded: ${reason ?? ''}`,
            },
            { orderNo: row.orderNo, amount, reason: reason ?? '' },
            now,
          )
        }
        await writeAudit(
          tx,
          actor,
          {
            action: `withdrawal.${decision}`,
            target: `withdrawal:${withdrawalId}:${row.orderNo}`,
            before: { status: APPROVAL.canApprove },
            after: { status },
            reason: reason ?? null,
          },
          now,
        )
        return { id: withdrawalId, orderNo: row.orderNo, status }
      },
    ).catch((err: unknown) => {
      // The other decision's key, stored first: for this caller the withdrawal is already decided.
      if (err instanceof AppError && err.message === 'idempotencyKeyReused')
        throw rejected('withdrawalAlreadyDecided')
      throw err
    })
    await ctx.walletPush.publish(
      row.userId,
      decision === 'approve' ? 'withdrawal_approved' : 'withdrawal_rejected',
    )
    return result
  }

  return { request, decide }
}

export type WithdrawalService = ReturnType<typeof withdrawalService>
