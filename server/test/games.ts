import type { testApp } from './harness.ts'
import { sandboxSeamlessStudio } from './seamlessStudio.ts'

type T = Awaited<ReturnType<typeof testApp>>

/** The player's balance as the site shows it (USDT, 6 places). */
export async function balanceOf(t: T, token: string) {
  const res = await t.app.inject({
    url: '/sports/member/account',
    headers: { authorization: `Bearer ${token}` },
  })
  return res.json().data.score as string
}

/** Launches a game as the player and returns the session token its URL carries to the studio. */
export async function launchToken(t: T, token: string, path = '/pggame/pg/lucky-reels') {
  const res = await t.app.inject({ url: path, headers: { authorization: `Bearer ${token}` } })
  const url = res.json().data.url as string
  return new URL(url, 'http://x').searchParams.get('token') ?? ''
}

const listening = new WeakMap<T['app'], string>()

/**
 * The sandbox seamless studio talking to this app over real HTTP, signing with the provider's key
 * and the test's clock.
 */
export async function studioFor(t: T) {
  const address = listening.get(t.app) ?? (await t.app.listen({ port: 0, host: '127.0.0.1' }))
  listening.set(t.app, address)
  return sandboxSeamlessStudio(
    address,
    (p) => t.app.games.keyOf(p),
    () => t.clock.now().getTime(),
  )
}
