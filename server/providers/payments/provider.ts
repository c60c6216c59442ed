/**
 * What the wallet needs from outside payment services, one interface per kind of deposit channel.
 * The deposit service only talks to these; the sandboxes (sandbox.ts) implement them in demo mode,
 * and a production gateway adapter implements the same. A channel kind with no provider is not
 * offered and answers 'Payment types not available', so production never falls back to a sandbox.
 */

/** What a provider is told about a deposit order. */
export interface PaymentOrder {
  orderNo: string
  userId: number
  /** In 6-place units of `currency`. */
  amount: bigint
  currency: string
}

/** Card data as typed by the payer: handed to the processor, never stored or logged. */
export interface CardInput {
  name: string
  number: string
  expiry: string
  cvv: string
}

/** Charges a card once per order (the order number is the processor's idempotency key). */
export interface CardProcessor {
  charge(order: PaymentOrder, card: CardInput): Promise<'approved' | 'declined'>
}

/** A hosted payment page (GCash, PayPro): the payer pays there and the gateway calls back signed. */
export interface RedirectGateway {
  /** Where the payer pays this order; called again when the payer comes back to a pending order. */
  payUrl(order: PaymentOrder): string
  /** Whether a callback's signature over `payload` is the gateway's own. */
  verifyCallback(payload: string, signature: string): boolean
}

/** Deposit addresses on a chain; the chain watcher credits what arrives at them. */
export interface ChainAddresses {
  address(userId: number, network: string): string
}

export type PaymentProvider = CardProcessor | RedirectGateway | ChainAddresses

/** The configured provider of each deposit channel kind (payment_channels.kind). */
export interface PaymentProviders {
  card?: CardProcessor
  fiat?: RedirectGateway
  third_party?: RedirectGateway
  usdt?: ChainAddresses
}

export type ChannelKind = keyof PaymentProviders

export const hasProvider = (providers: PaymentProviders, kind: string): kind is ChannelKind =>
  Object.hasOwn(providers, kind) && providers[kind as ChannelKind] !== undefined
