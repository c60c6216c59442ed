import type { QueryClient } from '@tanstack/react-query'
import { del, get } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import { expireSession } from '../../src/api/index.ts'
import { isPublicQuery, PERSIST_KEY, persistPublicQueries } from '../../src/app/queryClient.ts'
import { renderApp, resetApp, signUpPlayer } from './renderApp.tsx'

beforeEach(async () => {
  await resetApp()
  await del(PERSIST_KEY)
})

interface Stored {
  clientState: { queries: { queryKey: unknown[] }[] }
}
const stored = async () => (await get<Stored>(PERSIST_KEY))?.clientState.queries ?? []
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))
/** Private queries that still hold data (a mounted screen may re-create one, empty). */
const privateData = (client: QueryClient) =>
  client
    .getQueryCache()
    .findAll({ predicate: (q) => !isPublicQuery(q.queryKey) && q.state.data !== undefined })
    .map((q) => q.queryKey)

/** A funded player with one PK10 ticket, on my bets, with the app's IndexedDB persistence on. */
async function playerOnMyBets() {
  const { token, account } = await signUpPlayer({ deposit: '20' })
  const { next } = (await fetch('/sports/pk10/last').then((r) => r.json())).data
  const placed = await fetch('/sports/pk10/bet', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': `persist-${account}`,
    },
    body: JSON.stringify({
      match_id: next.match_id,
      items: [{ bet: { type: 'twoSide', position: 1, side: 'odd' }, amount: '2' }],
    }),
  }).then((r) => r.json())
  const app = await renderApp('/my-bets')
  const persistence = persistPublicQueries(app.queryClient)
  await persistence.restored
  await app.screen.getByRole('button', { name: 'PK10' }).click()
  await expect.element(app.screen.getByText(placed.data.ticket)).toBeVisible()
  return { ...app, account, ticket: placed.data.ticket as string, persistence }
}

describe('what stays on the device', () => {
  it('persists only public queries, and after sign-out IndexedDB holds nothing of the player', async () => {
    const { screen, queryClient, account, ticket, persistence } = await playerOnMyBets()
    await pause(300)
    // While signed in, bets, balance and profile are in memory only.
    const whileSignedIn = await stored()
    expect(whileSignedIn.length).toBeGreaterThan(0)
    expect(whileSignedIn.every((q) => isPublicQuery(q.queryKey))).toBe(true)
    expect(JSON.stringify(whileSignedIn)).not.toContain(ticket)

    await screen.getByRole('button', { name: 'Account menu' }).click()
    await screen.getByRole('button', { name: 'Log out' }).click()
    await expect.element(screen.getByRole('button', { name: 'Sign in' }).first()).toBeVisible()
    await pause(300)
    const afterSignOut = await stored()
    expect(afterSignOut.every((q) => isPublicQuery(q.queryKey))).toBe(true)
    const text = JSON.stringify(afterSignOut)
    expect(text).not.toContain(ticket)
    expect(text).not.toContain(account)
    // Nor in memory, for whoever signs in next on this device.
    expect(privateData(queryClient)).toEqual([])
    persistence.unsubscribe()
  })

  it('forgets the player’s queries when the session expires', async () => {
    const { queryClient, ticket, persistence } = await playerOnMyBets()
    expect(queryClient.getQueryCache().findAll({ queryKey: ['mybet'] }).length).toBeGreaterThan(0)
    expireSession()
    await pause(300)
    expect(privateData(queryClient)).toEqual([])
    expect(JSON.stringify(await stored())).not.toContain(ticket)
    persistence.unsubscribe()
  })
})
