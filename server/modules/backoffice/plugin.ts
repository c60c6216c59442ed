import { BACKOFFICE_API } from '#contract/backofficeRoles.ts'
import type { AppContext, ModulePlugin } from '../../context.ts'
import type { ChatHub } from '../chat/index.ts'
import { GAMES as LOTTERY_GAMES } from '../lottery/index.ts'
import type { OpenBets } from '../reports/index.ts'
import type { WithdrawalService } from '../wallet/index.ts'
import { chatConsoleRoutes } from './chatRoutes.ts'
import type { GameService } from './games.ts'
import { type LiveOperator, liveTableRoutes } from './liveTables.ts'
import { noticeRoutes } from './noticeRoutes.ts'
import type { OperatorService } from './operators.ts'
import { backofficeRoutes } from './routes.ts'
import type { OperatorSignIn } from './signIn.ts'

/**
 * The back office's API: players, money, content and games; the live tables (through the live
 * studio's operator API, when one is contracted); notices and the support console.
 */
export const backofficePlugin = (s: {
  ctx: AppContext
  signIn: OperatorSignIn
  operators: OperatorService
  gameService: GameService
  withdrawals: WithdrawalService
  liveOperator: LiveOperator | null
  chatHub: ChatHub
  /** The products' open bets, for the dashboard (services.ts). */
  openBets: OpenBets
}): ModulePlugin => ({
  prefix: BACKOFFICE_API,
  register: async (app) => {
    await app.register(
      backofficeRoutes(s.ctx, s.signIn, s.operators, s.gameService, s.withdrawals, LOTTERY_GAMES, s.openBets),
    )
    await app.register(liveTableRoutes(s.ctx, s.signIn, s.liveOperator))
    await app.register(noticeRoutes(s.ctx, s.signIn))
    await app.register(chatConsoleRoutes(s.ctx, s.signIn, s.chatHub))
  },
})
