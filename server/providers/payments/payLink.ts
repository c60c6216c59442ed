import type { Clock } from '../../clock.ts'
import { paymentSigner } from './sandbox.ts'

/** How long a sandbox payment link works: long enough to pay, short enough that a leaked one dies. */
export const PAY_LINK_TTL_MS = 15 * 60_000

export interface PayLink {
  orderNo: string
  /** Unix seconds after which the link is refused. */
  exp: string
  sig: string
}

/**
 * The sandbox payment page's links and form tokens. The order number alone is guessable and shows
 * up in the player's history, so the page acts only on a link the deposit answer signed for that
 * order, until it expires; its form also carries a token bound to the order, the link and a cookie
 * set with the page, so another site cannot submit the form on the payer's behalf.
 */
export function payLinks(key: string, clock: Clock) {
  const signer = paymentSigner(key)
  const linkPayload = (orderNo: string, exp: string) => `link:${orderNo}:${exp}`
  const csrfPayload = (link: PayLink, nonce: string) =>
    `csrf:${link.orderNo}:${link.exp}:${link.sig}:${nonce}`

  return {
    url(orderNo: string) {
      const exp = String(Math.floor((clock.now().getTime() + PAY_LINK_TTL_MS) / 1000))
      return `/sandbox/pay/${orderNo}?exp=${exp}&sig=${signer.sign(linkPayload(orderNo, exp))}`
    },

    /** Whether the link was signed here for this order and has not expired. */
    valid(link: PayLink) {
      if (!/^\d{1,12}$/.test(link.exp) || Number(link.exp) * 1000 <= clock.now().getTime()) return false
      return signer.verify(linkPayload(link.orderNo, link.exp), link.sig)
    },

    csrfToken: (link: PayLink, nonce: string) => signer.sign(csrfPayload(link, nonce)),

    csrfValid: (link: PayLink, nonce: string, token: string) =>
      signer.verify(csrfPayload(link, nonce), token),
  }
}

export type PayLinks = ReturnType<typeof payLinks>
