import { eq } from 'drizzle-orm'
import { campaigns } from '../db/schema.ts'
import type { testApp } from './harness.ts'

type T = Awaited<ReturnType<typeof testApp>>

/** What share of each product's settled stakes the demo's first-deposit match counts (percent). */
export const weighFirstDeposit = (t: T, weights: Record<'sport' | 'cricket' | 'lottery' | 'games', number>) =>
  t.database.db.update(campaigns).set({ weights }).where(eq(campaigns.kind, 'first_deposit'))

/** The player's rewards overview (GET /sports/claim/bonus), asked afresh at each call. */
export const bonusOverview = (t: T, token: string) => async () =>
  (await t.app.inject({ url: '/sports/claim/bonus', headers: { authorization: `Bearer ${token}` } })).json()
    .data

/** Claims the player's first-deposit match (the demo's campaign): the claim's answer. */
export async function claimFirstDeposit(t: T, token: string) {
  const match = (await bonusOverview(t, token)()).schedules.find(
    (s: { kind: string }) => s.kind === 'first_deposit',
  )
  return t.app.inject({
    method: 'POST',
    url: '/sports/claim/bonus',
    headers: { authorization: `Bearer ${token}` },
    payload: { id: match.claims[0].id },
  })
}
