import { readFileSync } from 'node:fs'
import { type Browser, chromium, type Page } from 'playwright'
import type { Clock } from '../../server/clock.ts'
import { loadConfig } from '../../server/config.ts'
import { openDatabase } from '../../server/db/client.ts'
import { buildSite } from '../../start/site.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts'
import { playerCatalogs } from './poFiles.ts'

/**
 * The production build (dist/, made by `npm test` before the run) served by the real server on a
 * fresh in-memory database, and Debian's Chromium to drive it.
 */
export async function startSite(opts: { clock?: Clock; env?: Record<string, string> } = {}) {
  const database = await openDatabase({ dataDir: 'memory://' })
  const app = await buildSite({
    // `env`: a test's own settings on top (the live tables' short phases, LIVE_PHASES_MS).
    config: loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: 'dist', ...opts.env }),
    database,
    clock: opts.clock,
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  return {
    origin,
    browser,
    app,
    database,
    async close() {
      await browser.close()
      await app.close()
      await database.close()
    },
  }
}

/**
 * Signs `page` in as the player whose tokens these are, as the login dialog would store them, and
 * opens the site with them. They are written from a page of the site that runs none of its code
 * (the manifest): written under the running app, an expired session's failed refresh could clear
 * them again a moment later (a test that moved the clock days on signed in again that way).
 */
export async function storeTokens(
  page: Page,
  origin: string,
  tokens: { token: string; fresh_token: string; user_id: number },
) {
  await page.goto(`${origin}/manifest.webmanifest`)
  await page.evaluate((d) => {
    localStorage.setItem('token', d.token)
    localStorage.setItem('fresh_token', d.fresh_token)
    localStorage.setItem('uid', String(d.user_id))
  }, tokens)
  await page.goto(origin)
}

/** A new player registered and funded by card through the API, signed in on `page`. */
export async function fundedPlayer(page: Page, origin: string, account: string, fund: string) {
  const reg = await page.request.post(`${origin}/sports/reg`, { data: { account, password: 'Secret123' } })
  const tokens = (await reg.json()).data
  await page.request.post(`${origin}/sports/recharge`, {
    headers: { authorization: `Bearer ${tokens.token}`, 'idempotency-key': `fund-${account}` },
    data: {
      channel_id: 5,
      amount: fund,
      card: { name: 'E2E Player', number: '4242424242424242', expiry: '12/30', cvv: '123' },
    },
  })
  await storeTokens(page, origin, tokens)
  return tokens as { token: string; fresh_token: string; user_id: number }
}

/** A message as the language's player catalogs write it (the built site shows the same text). */
export function catalogText(lang: string, id: string) {
  const pattern = new RegExp(`msgid "${id.replaceAll('.', '\\.')}"\\nmsgstr "([^"]*)"`)
  // The back office's words last: its ids (bo.…) are its own.
  for (const name of [...playerCatalogs(lang), 'backoffice']) {
    const text = pattern.exec(readFileSync(`locales/${lang}/${name}.po`, 'utf8'))?.[1]
    if (text !== undefined) return text
  }
  return ''
}

/** Whether the page fits its width: nothing scrolls sideways (a phone's tables become cards). */
export const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)

/** A call to the site's API as a script would make it: GET, or POST with a JSON body; the status and the envelope. */
export async function siteApi(origin: string, path: string, body?: object, token?: string) {
  const res = await fetch(`${origin}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, ...(await res.json()) }
}

/**
 * Runs `check` for each item, `width` at a time (pages of the one browser, side by side: most of
 * a page's time is waiting on its network), and gathers what the checks found, in the items' order.
 */
export async function eachInParallel<T>(
  items: readonly T[],
  check: (item: T) => Promise<string[]>,
  width = 3,
) {
  const found: string[][] = items.map(() => [])
  let next = 0
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) found[i] = await check(items[i] as T)
  }
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker))
  return found.flat()
}
