import { randomUUID } from 'node:crypto'
import type { testApp } from './harness.ts'

type TestApp = Awaited<ReturnType<typeof testApp>>

/**
 * The first open soccer match's first win/draw/lose pick as a single at multiple 10 (the least a
 * soccer slip takes): a function placing it for the player of `token`, under `key` (a fresh one
 * by default). The lobby is read once, so every bet is on the same match and odds.
 */
export async function soccerSingle(t: TestApp, token: string) {
  const [match] = (await t.app.inject('/sports/soccer?start=0&limit=1')).json().data.list
  const market = match.markets.find((m: { kind: string }) => m.kind === 'wl')
  return (key: string = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/sports/soccer/bet',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
      payload: {
        selections: [{ match_id: match.match_id, kind: market.kind, name: market.name, odds: market.odds }],
        strings: [1],
        multiple: 10,
      },
    })
}
