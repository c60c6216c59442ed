import { type StudioOrder, StudioRefused, type TransferStudio } from '../transfer.ts'

/**
 * The sandbox's transfer-wallet studio (ky, ng): its own wallet per player, each order applied once
 * by its id, and an order asked about before it arrived closed as void, so a late copy never
 * applies. Kept in memory: a demo restart empties the studio's side (demo mode only).
 * `loseNextAnswer` makes the next order apply but its answer never arrive, as on a network cut.
 */
export function sandboxTransferStudio() {
  const wallets = new Map<string, bigint>()
  const orders = new Map<string, 'applied' | 'void'>()
  const faults = { loseNextAnswer: false, silent: false }
  const walletKey = (provider: string, userId: number) => `${provider}:${userId}`

  const apply = (order: StudioOrder, sign: 1n | -1n) => {
    if (faults.silent) throw new Error('studio did not answer')
    const seen = orders.get(order.orderId)
    if (seen === 'void') throw new StudioRefused('order closed')
    if (!seen) {
      const key = walletKey(order.provider, order.userId)
      const next = (wallets.get(key) ?? 0n) + sign * order.amount
      if (next < 0n) throw new StudioRefused('insufficient balance')
      wallets.set(key, next)
      orders.set(order.orderId, 'applied')
    }
    if (faults.loseNextAnswer) {
      faults.loseNextAnswer = false
      throw new Error('answer lost')
    }
  }

  const studio: TransferStudio = {
    balance: async (provider, userId) => wallets.get(walletKey(provider, userId)) ?? 0n,
    deposit: async (order) => apply(order, 1n),
    withdraw: async (order) => apply(order, -1n),
    async settle(orderId) {
      if (faults.silent) throw new Error('studio did not answer')
      const seen = orders.get(orderId) ?? 'void'
      orders.set(orderId, seen)
      return seen
    },
  }
  return { studio, faults }
}
export type SandboxTransferStudio = ReturnType<typeof sandboxTransferStudio>
