import { BET_STATUS } from '#contract/games.ts'
import { PUSH_URLS } from '#contract/push.ts'
import { formatMinorUnits } from '#engine/money.ts'
import type { PushNote } from './outbox.ts'

/** USDT micro-units as the wallet shows them (6 places, truncated). */
const usdt = (units: bigint) => `${formatMinorUnits(units, 6, 'USDT')} USDT`

/** A settled bet: won (what it paid), lost, or returned (void: its stake back). */
export function betNote(
  bet: { id: number; userId: number; betNo?: string },
  outcome: { status: number; payout: bigint },
): PushNote {
  const kind =
    outcome.status === BET_STATUS.cancelled ? 'betReturned' : outcome.payout > 0n ? 'betWon' : 'betLost'
  return {
    userId: bet.userId,
    kind,
    params: { betNo: bet.betNo ?? String(bet.id), amount: usdt(outcome.payout) },
    url: PUSH_URLS.myBets,
  }
}

const MARK_SIX_SCREEN = new Set(['hkmarksix', 'ammarksix', 'newammarksix', 'twnmarksix', 'sgnmarksix'])
const RACING_SCREEN = new Set(['pk10', 'airship'])

/** The screen of a draw's game: the Mark Six page on its region, a race's own page, else Mark Six. */
const drawUrl = (game: string) =>
  MARK_SIX_SCREEN.has(game)
    ? `/lottery/mark-six?game=${game}`
    : RACING_SCREEN.has(game)
      ? `/lottery/${game}`
      : '/lottery/mark-six'

/** A draw's result, told once per player who had a ticket on it (however many lines). */
export function drawNote(
  userId: number,
  draw: { id: number; game: string; matchId: string; result: { numbers: number[]; special?: number } },
): PushNote {
  const { numbers, special } = draw.result
  return {
    userId,
    kind: 'drawResult',
    params: {
      issue: draw.matchId,
      numbers: numbers.join(' ') + (special === undefined ? '' : ` + ${special}`),
    },
    url: drawUrl(draw.game),
    dedupeKey: `draw:${draw.id}:${userId}`,
  }
}

/** A deposit credited to the balance: the wallet shows it. */
export const depositNote = (userId: number, credit: bigint): PushNote => ({
  userId,
  kind: 'depositCredited',
  params: { amount: usdt(credit) },
  url: PUSH_URLS.wallet,
})

/** An operator's decision on a withdrawal (a refused one is refunded). */
export const withdrawalNote = (
  userId: number,
  decision: 'approve' | 'reject',
  orderNo: string,
  amount: bigint,
): PushNote => ({
  userId,
  kind: decision === 'approve' ? 'withdrawalApproved' : 'withdrawalRejected',
  params: { orderNo, amount: usdt(amount) },
  url: PUSH_URLS.wallet,
})

/** Long texts are cut for a lock screen (by code points, so no character is split). */
const preview = (text: string, max = 120) => {
  const chars = [...text]
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text
}

/** An operator's private message: its title, opening the inbox. */
export const messageNote = (userId: number, title: string): PushNote => ({
  userId,
  kind: 'privateMessage',
  params: { title: preview(title) },
  url: PUSH_URLS.messages,
})

/** A support operator's reply in the chat (an image has no text: the body is left empty). */
export const chatNote = (userId: number, text: string | null): PushNote => ({
  userId,
  kind: 'chatReply',
  params: { text: preview(text ?? '') },
  url: PUSH_URLS.chat,
})
