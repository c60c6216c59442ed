import type { QueryClient } from '@tanstack/react-query'
import { clear, entries, get } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import { expireSession } from '../../src/api/index.ts'
import {
  isPersonalQuery,
  isPublicQuery,
  PERSIST_KEY,
  PLAYER_KEY_PREFIX,
  persistPublicQueries,
} from '../../src/app/queryClient.ts'
import { renderApp, resetApp, signUpPlayer } from './renderApp.tsx'

beforeEach(async () => {
  await resetApp()
  await clear()
})

interface Stored {
  clientState: { queries: { queryKey: unknown[] }[] }
}
const stored = async () => (await get<Stored>(PERSIST_KEY))?.clientState.queries ?? []
/** Everything the app's IndexedDB store holds, under any key. */
const everything = async () => JSON.stringify(await entries())
const playerKeys = async () =>
  (await entries()).map(([key]) => String(key)).filter((key) => key.startsWith(PLAYER_KEY_PREFIX))
/**
 * What memory still holds of the player: their own queries with data (a mounted screen may
 * re-create one, empty), and any query whose data names their account or ticket. Visitor data
 * a mounted screen fetches again after sign-out (public notices, the support contact) is no one's.
 */
const privateData = (client: QueryClient, ...secrets: string[]) =>
  client
    .getQueryCache()
    .findAll({
      predicate: (q) =>
        q.state.data !== undefined &&
        ((!isPublicQuery(q.queryKey) && isPersonalQuery(q.queryKey)) ||
          secrets.some((secret) => JSON.stringify(q.state.data).includes(secret))),
    })
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
  it('keeps public queries for everyone and the player’s bets under their own key; after sign-out IndexedDB holds nothing of the player', async () => {
    const { screen, queryClient, account, ticket, persistence } = await playerOnMyBets()
    const userId = localStorage.getItem('uid')
    expect(userId).toBeTruthy()
    const own = `${PLAYER_KEY_PREFIX}${userId}`
    const ownQueries = async () => (await get<Stored>(own))?.clientState.queries ?? []
    // The store is written a moment after the screen shows: wait until it holds the ticket shown
    // (the shared set and the player's are written together).
    await expect.poll(async () => JSON.stringify(await ownQueries()), { timeout: 5000 }).toContain(ticket)
    // While signed in: the shared store holds public queries only; My bets goes under the player's key.
    const whileSignedIn = await stored()
    expect(whileSignedIn.length).toBeGreaterThan(0)
    expect(whileSignedIn.every((q) => isPublicQuery(q.queryKey))).toBe(true)
    expect(JSON.stringify(whileSignedIn)).not.toContain(ticket)
    expect(await playerKeys()).toEqual([own])
    expect((await ownQueries()).every((q) => isPersonalQuery(q.queryKey))).toBe(true)

    await screen.getByRole('button', { name: 'Account menu' }).click()
    await screen.getByRole('button', { name: 'Log out' }).click()
    await expect.element(screen.getByRole('button', { name: 'Sign in' }).first()).toBeVisible()
    // Forgetting is a few IndexedDB transactions: wait for them, however slow the device.
    await expect.poll(playerKeys, { timeout: 5000 }).toEqual([])
    const afterSignOut = await stored()
    expect(afterSignOut.every((q) => isPublicQuery(q.queryKey))).toBe(true)
    const text = await everything()
    expect(text).not.toContain(ticket)
    expect(text).not.toContain(account)
    // Nor in memory, for whoever signs in next on this device.
    expect(privateData(queryClient, ticket, account)).toEqual([])
    persistence.unsubscribe()
  })

  it('forgets the player’s queries when the session expires', async () => {
    const { queryClient, ticket, persistence } = await playerOnMyBets()
    expect(queryClient.getQueryCache().findAll({ queryKey: ['mybet'] }).length).toBeGreaterThan(0)
    expireSession()
    await expect.poll(playerKeys, { timeout: 5000 }).toEqual([])
    expect(privateData(queryClient, ticket)).toEqual([])
    expect(await everything()).not.toContain(ticket)
    persistence.unsubscribe()
  })
})
