import type { FastifyRequest } from 'fastify'

/**
 * A route limit per signed-in player (@fastify/rate-limit route config). It runs after the guard
 * has named the player, so one player cannot spread guesses over many addresses and one address
 * shared by many players (a mobile carrier's NAT) does not lock them all out.
 */
export const perPlayer = (max: number, timeWindow = '1 minute') => ({
  rateLimit: {
    max,
    timeWindow,
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => (req.user ? `player:${req.user.id}` : `ip:${req.ip}`),
  },
})
