import type { AppContext, ModulePlugin } from '../../context.ts'
import { depositRoutes } from './depositRoutes.ts'
import type { DepositService } from './deposits.ts'
import { historyRoutes } from './history.ts'
import { walletSocket } from './socket.ts'
import { transferRoutes } from './transfers.ts'
import type { WithdrawalService } from './withdrawals.ts'
import { withdrawRoutes } from './withdrawRoutes.ts'

/** Deposits, withdrawals, transfers and history under the player's API, and the wallet's socket. */
export const walletPlugin = (s: {
  ctx: AppContext
  deposits: DepositService
  withdrawals: WithdrawalService
}): ModulePlugin => ({
  register: async (app) => {
    await app.register(
      async (api) => {
        await api.register(depositRoutes(s.ctx, s.deposits))
        await api.register(withdrawRoutes(s.ctx, s.withdrawals))
        await api.register(transferRoutes(s.ctx))
        await api.register(historyRoutes(s.ctx))
      },
      { prefix: '/sports' },
    )
    await app.register(walletSocket(s.ctx))
  },
})
