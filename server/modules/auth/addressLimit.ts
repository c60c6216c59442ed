import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../../context.ts'
import { AppError } from '../../http/envelope.ts'

/** Failed sign-ins one address may make across all account names before it must wait. */
export const ADDRESS_MAX_FAILURES = 30
export const ADDRESS_WINDOW_MS = 15 * 60_000

interface Window {
  startedAt: number
  /** Failures so far plus attempts still being checked. */
  used: number
}

/**
 * Password spraying: one address trying a common password on many accounts never trips a
 * per-account limit, so failures are also counted per address across every sign-in route (quick,
 * phone and password, one-time code). An attempt takes its place before the credentials are
 * checked (Node runs this synchronously, so concurrent attempts cannot all slip under the limit);
 * a success gives it back. Counts live in this process, like the route limits.
 */
function createAddressLimit(ctx: AppContext) {
  const windows = new Map<string, Window>()

  const windowOf = (ip: string, now: number) => {
    const current = windows.get(ip)
    if (current && now - current.startedAt < ADDRESS_WINDOW_MS) return current
    if (windows.size > 50_000) {
      for (const [key, w] of windows) if (now - w.startedAt >= ADDRESS_WINDOW_MS) windows.delete(key)
    }
    const fresh = { startedAt: now, used: 0 }
    windows.set(ip, fresh)
    return fresh
  }

  return async function attempt<T>(req: FastifyRequest, signIn: () => Promise<T>): Promise<T> {
    if (ctx.config.RATE_LIMITS === 'off') return signIn()
    const now = ctx.clock.now().getTime()
    const window = windowOf(req.ip, now)
    if (window.used >= ADDRESS_MAX_FAILURES) {
      const retryAfter = Math.ceil((window.startedAt + ADDRESS_WINDOW_MS - now) / 1000)
      throw new AppError(429, 'tooManyRequests', { retryAfter })
    }
    window.used++
    try {
      const result = await signIn()
      window.used--
      return result
    } catch (error) {
      // Only a refusal of the credentials counts; our own failures do not.
      if (!(error instanceof AppError && error.status === 422)) window.used--
      throw error
    }
  }
}

const perApp = new WeakMap<AppContext, ReturnType<typeof createAddressLimit>>()

/** The one address-wide sign-in limit of this app, shared by every sign-in route. */
export function addressSignInLimit(ctx: AppContext) {
  let limit = perApp.get(ctx)
  if (!limit) {
    limit = createAddressLimit(ctx)
    perApp.set(ctx, limit)
  }
  return limit
}
