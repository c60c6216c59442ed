import type { testApp } from './harness.ts'

type T = Awaited<ReturnType<typeof testApp>>

/** The sandbox processor's cards: one it approves, and one it declines (ending 0002). */
export const CARDS = { approved: '4242424242424242', declined: '4000000000000002' } as const

/** A card deposit of `amount` (channel 5, the demo's card channel) by the player of `token`, under `key`. */
export const cardDeposit = (
  t: T,
  token: string,
  amount: string,
  key: string,
  card: string = CARDS.approved,
) =>
  t.app.inject({
    method: 'POST',
    url: '/sports/recharge',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    payload: { channel_id: 5, amount, card: { name: 'S F', number: card, expiry: '12/30', cvv: '123' } },
  })
