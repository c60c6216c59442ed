import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify'
import type { Clock } from './clock.ts'
import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import type { ReferenceCache } from './db/reference.ts'
import type { Metrics } from './http/metrics.ts'
import type { ZodTypeProvider } from './http/validation.ts'
import type { Sessions } from './modules/auth/sessions.ts'
import type { TokenSigner } from './modules/auth/tokens.ts'
import type { WalletPush } from './modules/wallet/push.ts'
import type { Outbox } from './providers/outbox.ts'

/** What every module needs, handed down explicitly instead of hanging off the Fastify instance. */
export interface AppContext {
  config: Config
  db: Db
  /** Read-mostly public reads (lobbies, results): a replica when configured, else `db` (db/client.ts). */
  readDb: Db
  clock: Clock
  signer: TokenSigner
  sessions: Sessions
  outbox: Outbox
  walletPush: WalletPush
  /** Nearly static rows (currencies, game limits and statuses), cached and told of changes. */
  reference: ReferenceCache
  /** Counters and timings an operator scrapes (GET /metrics). */
  metrics: Metrics
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>

export interface CurrentUser {
  id: number
  role: number
}

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null
  }
}

/** A module's routes: the prefix they are mounted under and what adds them (app.ts lists these). */
export interface ModulePlugin {
  prefix?: string
  register(app: App): Promise<void>
}
