import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { TX } from '#contract/wallet.ts'
import { formatMinorUnits } from '#engine/money.ts'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { AppError, rejected } from '../../http/envelope.ts'
import { parseAmount } from '../../money/amounts.ts'
import { decimalToUnits, toUsdtMicro } from '../../money/exchange.ts'
import {
  type CardInput,
  hasProvider,
  type PaymentOrder,
  type PaymentProviders,
  type RedirectGateway,
} from '../../providers/payments/provider.ts'
import { luhnValid } from '../../providers/payments/sandbox.ts'
import { playerAccount, postEntries, runOnce, systemAccount } from '../ledger/index.ts'
import { depositAddresses, deposits, paymentChannels } from '../payments/tables.ts'
import { addToLimits, claimLimits, DEPOSIT_KINDS, releaseClaims } from '../protection/index.ts'
import { depositNote, enqueuePush } from '../push/index.ts'
import { onDepositCredited } from '../rewards/index.ts'
import { currencies } from '../site/tables.ts'

/** Spec §4 transaction states. */

export const newOrderNo = (prefix: string) =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`

export type { CardInput }

async function exchangeOf(db: Db, currency: string) {
  if (currency === 'USDT') return '1'
  const [row] = await db.select().from(currencies).where(eq(currencies.currency, currency))
  if (!row) throw new Error(`no exchange rate for ${currency}`)
  return row.exchange
}

/** Spec §5 card checks; the card itself is only handed to the processor, never stored or logged. */
function checkCard(card: CardInput, now: Date) {
  if (!card.name.trim()) throw rejected('cardNameRequired', { field: 'card_name' })
  if (!luhnValid(card.number)) throw rejected('invalidCardNumber', { field: 'card_number' })
  const expiry = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(card.expiry.trim())
  if (!expiry) throw rejected('invalidExpiry', { field: 'expiry' })
  const lastDay = new Date(Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1))
  if (lastDay <= now) throw rejected('cardExpired', { field: 'expiry' })
  if (!/^\d{3,4}$/.test(card.cvv.trim())) throw rejected('invalidCvv', { field: 'cvv' })
}

/**
 * Deposits through whatever provider is configured for each channel kind (`providers`): the
 * sandboxes in demo mode, real gateways in production. A channel whose kind has no provider is
 * refused before any order exists.
 */
export function depositService(ctx: AppContext, providers: PaymentProviders) {
  const channel = async (id: number) => {
    const [row] = await ctx.db
      .select()
      .from(paymentChannels)
      .where(and(eq(paymentChannels.id, id), eq(paymentChannels.direction, 'deposit')))
    if (row?.status !== 1 || !hasProvider(providers, row.kind))
      throw rejected('paymentTypesNotAvailable', { field: 'channel_id' })
    return row
  }

  /** The hosted payment page's gateway for an order, if its channel has one. */
  async function gatewayOf(orderNo: string) {
    const [row] = await ctx.db
      .select({ order: deposits, kind: paymentChannels.kind, currency: paymentChannels.currency })
      .from(deposits)
      .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
      .where(eq(deposits.orderNo, orderNo))
    if (!row || (row.kind !== 'fiat' && row.kind !== 'third_party')) return null
    const gateway: RedirectGateway | undefined = providers[row.kind]
    if (!gateway) return null
    const order: PaymentOrder = {
      orderNo,
      userId: row.order.userId,
      amount: decimalToUnits(row.order.amount, 6),
      currency: row.currency,
    }
    return { gateway, order, status: row.order.status }
  }

  /** Whether a gateway callback about `orderNo` carries that order's gateway's signature. */
  async function callbackVerified(orderNo: string, payload: string, signature: string) {
    const found = await gatewayOf(orderNo)
    return found?.gateway.verifyCallback(payload, signature) === true
  }

  /** The payment page of the player's own order while it waits for the payer (a fresh link). */
  async function payUrl(userId: number, orderNo: string) {
    const found = await gatewayOf(orderNo)
    if (!found || found.order.userId !== userId || found.status !== TX.pending) return null
    return found.gateway.payUrl(found.order)
  }

  /** Credits a deposit once, whoever reports it (callback, chain watcher, card processor). */
  async function confirm(orderNo: string) {
    const [order] = await ctx.db.select().from(deposits).where(eq(deposits.orderNo, orderNo))
    if (!order) throw rejected('orderNotFound')
    const result = await runOnce(
      ctx.db,
      {
        key: `deposit:${orderNo}`,
        kind: 'recharge',
        userId: order.userId,
        request: { orderNo, credit: order.credit },
      },
      async (tx, transactionId) => {
        const [claimed] = await tx
          .update(deposits)
          .set({ status: TX.success, updatedAt: ctx.clock.now() })
          .where(and(eq(deposits.id, order.id), eq(deposits.status, TX.pending)))
          .returning()
        if (!claimed) throw rejected('orderClosed')
        const balances = await postEntries(tx, transactionId, [
          { account: systemAccount('clearing_in'), amount: -order.credit },
          { account: playerAccount(order.userId), amount: order.credit },
        ])
        // Money the chain delivered cannot be refused: it counts toward the deposit limits as it
        // lands (an order the player made took its share when it was made).
        if (order.address) await addToLimits(tx, order.userId, DEPOSIT_KINDS, order.credit, ctx.clock.now())
        // Rewards the deposit earns become Eligible with it, or not at all.
        await onDepositCredited(tx, { userId: order.userId, orderNo, credit: order.credit }, ctx.clock.now())
        await enqueuePush(tx, [depositNote(order.userId, order.credit)], ctx.clock.now())
        return { orderNo, status: TX.success, balance: String(balances.get(playerAccount(order.userId).key)) }
      },
    )
    await ctx.walletPush.publish(order.userId, 'deposit')
    return result
  }

  /**
   * A confirmed transfer on the chain to a player's address becomes a deposit, credited once:
   * the transfer's hash names the order, so a watcher seeing it twice changes nothing.
   */
  async function fromChain(transfer: { txHash: string; address: string; amount: bigint }) {
    const [owner] = await ctx.db
      .select()
      .from(depositAddresses)
      .where(eq(depositAddresses.address, transfer.address))
    if (!owner) return null
    const orderNo = `C${transfer.txHash.slice(0, 24).toUpperCase()}`
    await ctx.db
      .insert(deposits)
      .values({
        orderNo,
        userId: owner.userId,
        channelId: owner.channelId,
        amount: formatMinorUnits(transfer.amount, 6, 'USDT'),
        credit: transfer.amount,
        status: TX.pending,
        address: transfer.address,
      })
      .onConflictDoNothing({ target: deposits.orderNo })
    const [order] = await ctx.db
      .select({ id: deposits.id })
      .from(deposits)
      .where(eq(deposits.orderNo, orderNo))
    await confirm(orderNo).catch((err: unknown) => {
      if (!(err instanceof AppError && err.message === 'orderClosed')) throw err
    })
    return order?.id ?? null
  }

  /** A pending order that will not be paid: closed once, and what it took of the limits given back. */
  async function fail(orderNo: string) {
    await ctx.db.transaction(async (tx) => {
      const [failed] = await tx
        .update(deposits)
        .set({ status: TX.failed, updatedAt: ctx.clock.now() })
        .where(and(eq(deposits.orderNo, orderNo), eq(deposits.status, TX.pending)))
        .returning()
      if (failed) await releaseClaims(tx, failed.userId, failed.limitClaims, failed.credit)
    })
  }

  /**
   * Starts a deposit. USDT answers the player's address on that network (the chain watcher credits
   * what arrives); fiat and third-party answer a payment page; a card is charged at once. An order
   * is made once per client key, so a retried request returns the same order and never charges a
   * card twice.
   */
  async function create(
    userId: number,
    input: { channelId: number; amount: string; card?: CardInput },
    key?: string,
  ) {
    const ch = await channel(input.channelId)
    if (ch.kind === 'usdt') {
      const network = ch.network ?? 'TRC20'
      const address = providers.usdt?.address(userId, network)
      if (!address) throw rejected('paymentTypesNotAvailable', { field: 'channel_id' })
      await ctx.db
        .insert(depositAddresses)
        .values({ address, network, userId, channelId: ch.id })
        .onConflictDoNothing()
      return { kind: ch.kind, network, address, min: ch.minAmount }
    }
    if (!key) throw new AppError(400, 'idempotencyKeyRequired', { field: 'Idempotency-Key' })
    const amount = parseAmount(input.amount, ch.wholeOnly ? 0 : 2) * (ch.wholeOnly ? 1_000_000n : 10_000n)
    if (amount < decimalToUnits(ch.minAmount, 6))
      throw rejected('belowMinDeposit', { field: 'amount', min: ch.minAmount })
    if (amount > decimalToUnits(ch.maxAmount, 6))
      throw rejected('aboveMaxDeposit', { field: 'amount', max: ch.maxAmount })
    if (ch.kind === 'card') {
      if (!input.card) throw rejected('cardNameRequired', { field: 'card_name' })
      checkCard(input.card, ctx.clock.now())
    }
    const credit = toUsdtMicro(amount, await exchangeOf(ctx.db, ch.currency))
    // The card itself is not part of what is remembered: only channel and amount.
    const order = await runOnce(
      ctx.db,
      {
        key: `recharge-order:${userId}:${key}`,
        kind: 'recharge_order',
        userId,
        request: { channelId: ch.id, amount },
      },
      async (tx) => {
        const orderNo = newOrderNo('D')
        // The order takes its credit from the deposit limits now, so orders made at once can never
        // pass them together; a refusal (limitReached) leaves no order.
        const limitClaims = await claimLimits(tx, userId, DEPOSIT_KINDS, credit, ctx.clock.now())
        await tx.insert(deposits).values({
          orderNo,
          userId,
          channelId: ch.id,
          amount: formatMinorUnits(amount, 6, 'USDT'),
          credit,
          status: TX.pending,
          limitClaims,
        })
        return { orderNo }
      },
    )
    const paymentOrder: PaymentOrder = { orderNo: order.orderNo, userId, amount, currency: ch.currency }
    if (ch.kind === 'card') {
      const [current] = await ctx.db.select().from(deposits).where(eq(deposits.orderNo, order.orderNo))
      // A retry of a charged order only replays its answer; the processor is asked once per order.
      const approved =
        current?.status === TX.pending
          ? input.card !== undefined &&
            (await providers.card?.charge(paymentOrder, input.card)) === 'approved'
          : current?.status === TX.success
      if (!approved) {
        await fail(order.orderNo)
        throw rejected('cardDeclined')
      }
      return { kind: ch.kind, ...(await confirm(order.orderNo)) }
    }
    const gateway = ch.kind === 'fiat' || ch.kind === 'third_party' ? providers[ch.kind] : undefined
    if (!gateway) throw rejected('paymentTypesNotAvailable', { field: 'channel_id' })
    return {
      kind: ch.kind,
      orderNo: order.orderNo,
      status: TX.pending,
      payUrl: gateway.payUrl(paymentOrder),
    }
  }

  /** The channel kinds that have a provider, the only ones offered. */
  const kinds = Object.keys(providers).filter((kind) => hasProvider(providers, kind))

  return { kinds, create, confirm, fail, fromChain, callbackVerified, payUrl }
}

export type DepositService = ReturnType<typeof depositService>
