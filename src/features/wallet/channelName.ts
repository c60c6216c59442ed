import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * Channels named by what they are (a bank card, a bank transfer) are shown in the player's
 * language; a brand or network (GCash, USDT (TRC20)) keeps the name the operator gave it.
 */
const BY_KIND: Partial<Record<string, MessageDescriptor>> = {
  card: msg({ id: 'wallet.channel.card', message: 'Bank card' }),
  bank: msg({ id: 'wallet.channel.bank', message: 'Bank transfer' }),
}

export function channelName(i18n: I18n, channel: { kind: string; name: string }) {
  const label = BY_KIND[channel.kind]
  return label ? i18n._(label) : channel.name
}
