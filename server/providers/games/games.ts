import type { App, AppContext } from '../../context.ts'
import { AppError } from '../../http/envelope.ts'
import { GAME_STATUS } from '../../modules/games/index.ts'
import { providerStatus } from './availability.ts'
import { liveGameRoutes } from './liveRoutes.ts'
import { gamePlayerRoutes, SANDBOX_GAMES_PATH } from './playerRoutes.ts'
import { GAME_PROVIDERS, type ProviderId } from './provider.ts'
import type { SandboxTransferStudio } from './sandbox/transferStudio.ts'
import { seamlessWallet } from './seamless.ts'
import { type LaunchSession, sessionTokens } from './signature.ts'
import { type TransferStudio, type TransferWallet, transferWallet } from './transfer.ts'
import { studioWalletRoutes } from './walletRoutes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    games: {
      transfers: TransferWallet
      /** Each provider's signing key, as the studio holds it (the sandbox studio signs with it). */
      keyOf(provider: string): string
      /** The sandbox transfer studio, in demo mode only. */
      sandbox: SandboxTransferStudio | null
      /** Reads a launch token (the transfer studios hold its key, as they would at contract). */
      readSession(token: string): LaunchSession | null
      /** Whether a provider's games are Active (its games row); what the studios are told. */
      active(provider: string): Promise<boolean>
    }
  }
}

/** No transfer studio is contracted outside demo mode yet: its routes answer not available. */
const noStudio: TransferStudio = {
  balance: async () => {
    throw new AppError(503, 'currentlyNotAvailable')
  },
  deposit: async () => {
    throw new AppError(503, 'currentlyNotAvailable')
  },
  withdraw: async () => {
    throw new AppError(503, 'currentlyNotAvailable')
  },
  settle: async () => {
    throw new AppError(503, 'currentlyNotAvailable')
  },
  records: async () => {
    throw new AppError(503, 'currentlyNotAvailable')
  },
}

/**
 * The games (issue 15): the studios' signed seamless wallet, the player's §7 routes and the
 * transfer wallet. The sandbox transfer studio is given in demo mode only; production mounts
 * no sandbox. `derived` gives a key per purpose from the server's secret.
 */
export function games(
  ctx: AppContext,
  derived: (purpose: string) => string,
  /** The sandbox's transfer studio, given in demo mode only. */
  sandbox: SandboxTransferStudio | null,
) {
  const keyOf = (provider: string) => derived(`game-provider:${provider}`)
  const sessions = sessionTokens(derived('game-sessions'))
  const transfers = transferWallet(ctx.db, sandbox?.studio ?? noStudio, ctx.clock)
  return {
    handles: {
      transfers,
      keyOf,
      sandbox,
      readSession: sessions.read,
      async active(provider: string) {
        if (!Object.hasOwn(GAME_PROVIDERS, provider)) return false
        return (await providerStatus(ctx.db, GAME_PROVIDERS[provider as ProviderId])) === GAME_STATUS.active
      },
    },
    routes: async (app: App) => {
      await app.register(studioWalletRoutes(ctx, seamlessWallet(ctx.db, ctx.clock), sessions, keyOf))
      await app.register(gamePlayerRoutes(ctx, sessions, transfers, sandbox ? SANDBOX_GAMES_PATH : null))
      await app.register(liveGameRoutes(ctx, sessions, sandbox ? SANDBOX_GAMES_PATH : null))
    },
  }
}

export type GameProviders = ReturnType<typeof games>
