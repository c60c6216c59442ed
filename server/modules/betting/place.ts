import type { AppContext } from '../../context.ts'
import { AppError } from '../../http/envelope.ts'
import { assertGameActive } from '../games/index.ts'
import { debitStake, runOnce } from '../ledger/index.ts'
import { playerCurrency } from '../member/index.ts'
import { newOrderNo } from '../wallet/index.ts'
import { limitsFor } from './limits.ts'
import { assertWithinPlayerLimits } from './playerLimits.ts'
import { familyOf, type Placement, stakeKind, type Taken } from './product.ts'

/**
 * Places one bet of any product: once per the player's key, the game's status re-checked, the
 * product's rules (offer, odds, limits) and the player's own limits taken inside the same
 * transaction as one ledger debit and the bet's row, so a refusal leaves no money moved and a
 * retry gets the first answer. Timed, and a refusal counted by its reason, for the operator.
 */
export async function placeBet<Request, T extends Taken, Answer>(
  ctx: Pick<AppContext, 'db' | 'clock' | 'metrics' | 'reference'>,
  product: Placement<Request, T, Answer>,
  userId: number,
  request: Request,
  key: string,
): Promise<Answer> {
  const end = ctx.metrics.placements.startTimer({ product: product.product })
  try {
    const answer = await placeOnce(ctx, product, userId, request, key)
    end({ outcome: 'placed' })
    return answer
  } catch (err) {
    const refused = err instanceof AppError && err.status < 500
    end({ outcome: refused ? 'refused' : 'failed' })
    if (refused) ctx.metrics.refusals.inc({ product: product.product, reason: err.message })
    throw err
  }
}

async function placeOnce<Request, T extends Taken, Answer>(
  ctx: Pick<AppContext, 'db' | 'clock' | 'reference'>,
  product: Placement<Request, T, Answer>,
  userId: number,
  request: Request,
  key: string,
): Promise<Answer> {
  const game = product.game(request)
  const shown = await playerCurrency(ctx, userId)
  const limits = product.limited ? await limitsFor(ctx, game) : undefined
  return runOnce(
    ctx.db,
    {
      key: `${familyOf(product.product)}:${userId}:${key}`,
      kind: stakeKind(product.product),
      userId,
      request,
    },
    async (tx, transactionId) => {
      await assertGameActive({ reference: ctx.reference, db: tx }, game)
      const now = ctx.clock.now()
      const taken = await product.take(tx, request, {
        now,
        shown,
        reference: ctx.reference,
        ...(limits && { limits }),
      })
      const { stake, bonusStake, balance } = await debitStake(tx, transactionId, userId, taken, shown.rate)
      // Checked with the stake as debited (USDT): a refusal rolls the debit back with everything else.
      await assertWithinPlayerLimits(tx, { userId, product: product.product, amount: stake, at: now })
      const betNo = newOrderNo(product.letter)
      return product.record(tx, taken, { userId, betNo, shown, stake, bonusStake, balance, at: now })
    },
  )
}
