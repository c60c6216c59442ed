import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { pwa } from '../../src/pwa/register.ts'
import { reportConnection } from '../../src/state/connection.ts'
import { MOBILE, renderApp, resetApp } from './renderApp.tsx'

/** The shell's occasional notices, whose code and texts arrive only when they are needed. */
beforeEach(resetApp)
const realFetch = globalThis.fetch
afterEach(() => {
  globalThis.fetch = realFetch
  pwa.updateReady = false
  reportConnection(true)
})

describe('shell notices', () => {
  it('offers the waiting new version, and Later puts the offer away', async () => {
    const { screen } = await renderApp('/', MOBILE)
    await expect.element(screen.getByRole('link', { name: 'Soccer' }).first()).toBeVisible()
    expect(screen.container.textContent).not.toContain('A new version is available.')
    pwa.updateReady = true
    await expect.element(screen.getByText('A new version is available.')).toBeVisible()
    await screen.getByRole('button', { name: 'Later' }).click()
    await expect.element(screen.getByText('A new version is available.')).not.toBeInTheDocument()
  })

  it('says the site is offline when a request reaches no server, with the age of a stored answer, and clears once one does', async () => {
    // Requests in flight are counted: an answer arriving after the network "went" would rightly
    // mark the site online again.
    let inFlight = 0
    globalThis.fetch = (...args: Parameters<typeof fetch>) => {
      inFlight++
      return realFetch(...args).finally(() => inFlight--)
    }
    const { screen } = await renderApp('/', MOBILE)
    await expect.element(screen.getByRole('link', { name: 'Soccer' }).first()).toBeVisible()
    await expect.poll(() => inFlight, { timeout: 10_000 }).toBe(0)
    // The network goes: no request gets an answer from now on (the health check's included).
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'))
    // What the API client reports for an answer the service worker served from its store, saved 5 minutes ago.
    reportConnection(false, Date.now() - 5 * 60_000)
    const banner = screen.getByRole('status').filter({ hasText: 'You are offline' })
    await expect.element(banner).toBeVisible()
    await expect.element(banner.getByText('Showing what was saved 5 minutes ago.')).toBeVisible()
    globalThis.fetch = realFetch
    reportConnection(true)
    await expect.element(banner).not.toBeInTheDocument()
  })
})
