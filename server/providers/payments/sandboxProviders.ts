import type { Clock } from '../../clock.ts'
import { payLinks } from './payLink.ts'
import type { PaymentProviders, RedirectGateway } from './provider.ts'
import { depositAddress, paymentSigner, sandboxCardApproves } from './sandbox.ts'

/** Separate keys per purpose, so a leaked link key cannot sign callbacks. */
export interface SandboxKeys {
  callbacks: string
  links: string
  addresses: string
}

/**
 * Every deposit kind served by sandboxes inside the server: demo mode only (app.ts never wires
 * them in production). GCash and PayPro share the one sandbox payment page.
 */
export function sandboxPayments(keys: SandboxKeys, clock: Clock) {
  const callbacks = paymentSigner(keys.callbacks)
  const links = payLinks(keys.links, clock)
  const gateway: RedirectGateway = {
    payUrl: (order) => links.url(order.orderNo),
    verifyCallback: (payload, signature) => callbacks.verify(payload, signature),
  }
  const providers: PaymentProviders = {
    card: {
      charge: async (_order, card) => (sandboxCardApproves(card.number) ? 'approved' : 'declined'),
    },
    fiat: gateway,
    third_party: gateway,
    usdt: { address: (userId, network) => depositAddress(keys.addresses, userId, network) },
  }
  return { providers, callbacks, links }
}

export type SandboxPayments = ReturnType<typeof sandboxPayments>
