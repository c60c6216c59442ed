import type { App, AppContext } from '../../context.ts'
import { AppError } from '../../http/envelope.ts'
import { liveGameRoutes } from './liveRoutes.ts'
import { gamePlayerRoutes, SANDBOX_GAMES_PATH } from './playerRoutes.ts'
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
      /** Reads a launch token (what the transfer studios ask about over the signed session op). */
      readSession(token: string): LaunchSession | null
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
 * transfer wallet. The transfer studio (ky, ng: reached over its signed HTTP API) is given in demo
 * mode only, the sandbox's; production has none yet. `derived` gives a key per purpose from the
 * server's secret.
 */
export function games(
  ctx: AppContext,
  derived: (purpose: string) => string,
  /** The transfer studio's client, given in demo mode only. */
  transferStudio: TransferStudio | null,
) {
  const keyOf = (provider: string) => derived(`game-provider:${provider}`)
  const sessions = sessionTokens(derived('game-sessions'))
  const transfers = transferWallet(ctx, transferStudio ?? noStudio)
  return {
    handles: {
      transfers,
      keyOf,
      readSession: sessions.read,
    },
    routes: async (app: App) => {
      await app.register(studioWalletRoutes(ctx, seamlessWallet(ctx), sessions, keyOf))
      await app.register(
        gamePlayerRoutes(ctx, sessions, transfers, transferStudio ? SANDBOX_GAMES_PATH : null),
      )
      await app.register(liveGameRoutes(ctx, sessions, transferStudio ? SANDBOX_GAMES_PATH : null))
    },
  }
}

export type GameProviders = ReturnType<typeof games>
