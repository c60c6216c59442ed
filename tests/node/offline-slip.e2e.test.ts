import { and, eq } from 'drizzle-orm'
import type { BrowserContext, Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../server/clock.ts'
import { ledgerTransactions, matches, messageDeliveries, privateMessages } from '../../server/db/schema.ts'
import { fundedPlayer, startSite } from './site.ts'

/**
 * A slip through a dropped connection, on the built site against the real server: placing while
 * offline is refused and the slip kept as the player's intent (through a reload); back online the
 * slip is re-priced against the server and the player sees what changed before one tap places it,
 * once, under the intent's idempotency key. A ticket whose draw closed meanwhile says so. Marking a
 * message read offline reaches the server when the connection returns, even after the page closed.
 */
// A fixed start, so the fixtures and draws are the same on every run, whatever today is.
const clock = manualClock(new Date('2026-03-02T06:00:00Z'))
let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite({ clock })
  await site.app.jobs.sportsTick()
  await site.app.jobs.drawTick()
}, 60_000)
afterAll(() => site?.close())

const USDT = 1_000_000n
let players = 0

/** A funded player on a laptop under 1200 px (the slip opens from its button), the service worker in control. */
async function player() {
  const context = await site.browser.newContext({ viewport: { width: 1024, height: 900 } })
  const page = await context.newPage()
  const account = `offline${++players}${Date.now().toString(36)}`
  const tokens = await fundedPlayer(page, site.origin, account, '500')
  await page.evaluate(() => navigator.serviceWorker.ready)
  /** The server's view, with a fresh token each time (the clock may have jumped past the last). */
  const get = async (path: string) => {
    const signIn = await page.request.post(`${site.origin}/sports/sign_in`, {
      data: { account, password: 'Secret123' },
    })
    const headers = { authorization: `Bearer ${(await signIn.json()).data.token}` }
    return (await (await page.request.get(`${site.origin}/sports/${path}`, { headers })).json()).data
  }
  const balance = async () => BigInt((await get('member/account')).score.replace('.', ''))
  return { context, page, userId: tokens.user_id, get, balance }
}

const keptIntents = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('offlineIntents') ?? '{}'))

/** The player's money actions the server ran, under whichever keys. */
const moneyActions = (userId: number, kind: string) =>
  site.database.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.kind, kind)))

/** The actions waiting, paused, in the query cache the site keeps in IndexedDB. */
const pausedActions = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('keyval-store')
        open.onsuccess = () => {
          const get = open.result.transaction('keyval').objectStore('keyval').get('betsuite-query-cache')
          get.onsuccess = () => resolve(get.result?.clientState?.mutations?.length ?? 0)
          get.onerror = () => resolve(-1)
        }
        open.onerror = () => resolve(-1)
      }),
  )

/** A private message for one player, straight into the database; its read time there. */
async function messageFor(userId: number, title: string) {
  const [message] = await site.database.db
    .insert(privateMessages)
    .values({ segment: `player:${userId}`, title, body: 'Read me on the train.' })
    .returning()
  if (!message) throw new Error('no message')
  await site.database.db.insert(messageDeliveries).values({ messageId: message.id, userId })
  return async () =>
    (
      await site.database.db
        .select()
        .from(messageDeliveries)
        .where(and(eq(messageDeliveries.messageId, message.id), eq(messageDeliveries.userId, userId)))
    )[0]?.readAt ?? null
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true)
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)
}

/**
 * A reload with the context offline. Chromium 150 starts the new document with navigator.onLine
 * true although requests still fail (a phone that is really offline says false), so the
 * emulation is set again on the new document before the test looks at the slip.
 */
async function reloadOffline(context: BrowserContext, page: Page) {
  await page.reload()
  if (await page.evaluate(() => navigator.onLine)) {
    await context.setOffline(false)
    await goOffline(context, page)
  }
}

describe('a slip through a dropped connection', () => {
  it('placed offline → refused and kept through a reload; odds move, a match is suspended; back online the changes show; the suspended pick removed, one tap → one bet, one debit', async () => {
    const { context, page, userId, get, balance } = await player()
    const start = await balance()
    await page.goto(`${site.origin}/sport/soccer`)
    const cards = page.locator('main article')
    const wl = (n: number) => cards.nth(n).getByRole('region', { name: 'Win / draw / lose' })
    await wl(0).getByRole('button', { name: /Home/ }).click()
    await wl(1).getByRole('button', { name: /Draw/ }).click()
    await wl(2).getByRole('button', { name: /Away/ }).click()
    const lobby = (await get('soccer?start=0&limit=100')).list as {
      match_id: string
      markets: { kind: string; name: string; odds: number }[]
    }[]
    const [first, , third] = lobby
    if (!first || !third) throw new Error('no fixtures')
    const before = first.markets.find((m) => m.kind === 'wl' && m.name === 'w')?.odds ?? 0

    await goOffline(context, page)
    const slip = page.getByRole('complementary', { name: 'Bet slip' })
    await page.getByRole('button', { name: 'Bet slip (3)' }).click()
    await slip.getByRole('button', { name: 'Place bet' }).click()
    await slip.getByText('You are offline, so the bet was not placed').waitFor()
    expect(await page.getByRole('dialog', { name: 'Confirm your bet' }).count()).toBe(0)
    const kept = (await keptIntents(page)).sports
    expect(kept).toMatchObject({ action: 'soccer/bet' })

    // The page is reloaded, still offline (the service worker serves it): the slip and the intent remain.
    await reloadOffline(context, page)
    await page.getByRole('button', { name: 'Bet slip (3)' }).click()
    await slip.getByText('You are offline, so the bet was not placed').waitFor()
    expect((await keptIntents(page)).sports.key).toBe(kept.key)

    // While the phone is offline the price of the first pick moves up on the server, and a
    // trader suspends the third match.
    const moved = Math.round((before + 0.35) * 100) / 100
    const [row] = await site.database.db
      .select()
      .from(matches)
      .where(eq(matches.id, Number(first.match_id)))
    if (!row) throw new Error('no match row')
    await site.database.db
      .update(matches)
      .set({
        markets: (row.markets as { kind: string; name: string; odds: number }[]).map((m) =>
          m.kind === 'wl' && m.name === 'w' ? { ...m, odds: moved } : m,
        ),
        oddsVersion: row.oddsVersion + 1,
      })
      .where(eq(matches.id, row.id))
    await site.database.db
      .update(matches)
      .set({ suspended: true })
      .where(eq(matches.id, Number(third.match_id)))
    expect(await balance()).toBe(start)

    await context.setOffline(false)
    const review = page.getByRole('dialog', { name: 'Back online: check your slip' })
    const changes = review.getByRole('list', { name: 'What changed' })
    await changes.waitFor()
    const up = changes.locator('li[data-state="up"]')
    await expect.poll(() => up.count()).toBe(1)
    expect(await up.textContent()).toContain(`${before.toFixed(2)} → ${moved.toFixed(2)}`)
    expect(await up.textContent()).toContain('Odds went up')
    expect(await changes.locator('li[data-state="same"]').count()).toBe(1)
    expect(await changes.locator('li[data-state="suspended"]').textContent()).toContain(
      'Betting suspended on this match',
    )
    // A suspended pick cannot be placed: the player removes it first, and the rest stays priced.
    expect(await review.getByRole('button', { name: 'Place at these odds' }).count()).toBe(0)
    await review.getByRole('button', { name: 'Remove unavailable picks' }).click()
    await expect.poll(() => changes.locator('li').count()).toBe(2)
    expect(await up.count()).toBe(1)
    // Nothing was sent before the player confirms.
    expect(await moneyActions(userId, 'sport_stake')).toHaveLength(0)

    await review.getByRole('button', { name: 'Place at these odds' }).click()
    await page.getByText('Bet placed').waitFor()
    const bets = (await get('soccer/mybet?start=0&limit=10&status=-1')).list
    expect(bets).toHaveLength(1)
    expect(start - (await balance())).toBe(2n * USDT)
    const ran = await moneyActions(userId, 'sport_stake')
    expect(ran).toHaveLength(1)
    expect(ran[0]?.idempotencyKey).toContain(kept.key)
    expect(await keptIntents(page)).toEqual({})

    // Reloaded once more, nothing is placed again.
    await page.reload()
    await page.locator('main').waitFor()
    expect((await get('soccer/mybet?start=0&limit=10&status=-1')).list).toHaveLength(1)
    expect(start - (await balance())).toBe(2n * USDT)
    await context.close()
  }, 120_000)

  it('cricket slip placed offline → refused and kept; back online, placed once under the kept key', async () => {
    const { context, page, userId, balance } = await player()
    const start = await balance()
    await page.goto(`${site.origin}/sport/cricket`)
    await page
      .locator('main article')
      .first()
      .getByRole('region', { name: 'Toss winner' })
      .getByRole('button')
      .first()
      .click()
    const slip = page.getByRole('complementary', { name: 'Bet slip' })
    await page.getByRole('button', { name: 'Bet slip (1)' }).click()
    await slip.getByLabel(/Amount for Toss winner/).fill('5')
    await goOffline(context, page)
    await slip.getByRole('button', { name: 'Place bet' }).click()
    await slip.getByText('You are offline, so the bet was not placed').waitFor()
    const kept = (await keptIntents(page)).cricket
    expect(kept).toMatchObject({ action: 'cricketAPI/betData/create' })

    await context.setOffline(false)
    await slip.getByRole('button', { name: 'Place bet' }).click()
    await page
      .getByRole('dialog', { name: 'Confirm your bet' })
      .getByRole('button', { name: 'Place bet' })
      .click()
    await page.getByText('Bet placed').waitFor()
    expect(start - (await balance())).toBe(5n * USDT)
    const ran = await moneyActions(userId, 'cricket_stake')
    expect(ran).toHaveLength(1)
    expect(ran[0]?.idempotencyKey).toContain(kept.key)
    await context.close()
  }, 60_000)

  it('a private message opened and the display currency switched offline reach the server once the connection returns, though the page was closed', async () => {
    const { context, page, userId, get } = await player()
    const readAt = await messageFor(userId, 'Offline hello')

    await page.goto(`${site.origin}/private-messages`)
    await page.getByRole('button', { name: /Offline hello/ }).waitFor()
    await goOffline(context, page)
    await page.getByRole('button', { name: /Offline hello/ }).click()
    await page.getByText('Read me on the train.').waitFor()
    const currency = page.getByLabel('Currency').first()
    await currency.locator('option[value="PHP"]').waitFor({ state: 'attached' })
    await currency.selectOption('PHP')
    // The actions wait, paused, in the stored cache.
    await expect.poll(() => pausedActions(page), { timeout: 10_000 }).toBe(2)
    expect(await readAt()).toBeNull()
    expect((await get('member/account')).currency).toBe('USDT')

    // The page goes away offline; the connection returns; the site is opened again.
    await page.close()
    await context.setOffline(false)
    const again = await context.newPage()
    await again.goto(site.origin)
    await expect.poll(readAt, { timeout: 15_000 }).not.toBeNull()
    await expect.poll(async () => (await get('member/account')).currency).toBe('PHP')
    await context.close()
  }, 60_000)

  it("'mark all read' queued offline by a player who then signs out is not sent as the next player", async () => {
    const { context, page, userId } = await player()
    await messageFor(userId, 'For the first player')
    await page.goto(`${site.origin}/private-messages`)
    await page.getByRole('button', { name: /For the first player/ }).waitFor()
    await goOffline(context, page)
    await page.getByRole('button', { name: 'Mark all as read' }).click()
    await expect.poll(() => pausedActions(page), { timeout: 10_000 }).toBe(1)
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.close()

    // Back online, someone else signs in on this device: the queued action is dropped, unsent,
    // and their own unread message stays unread.
    await context.setOffline(false)
    const next = await context.newPage()
    const other = await fundedPlayer(next, site.origin, `next${Date.now().toString(36)}`, '5')
    const theirs = await messageFor(other.user_id, 'For the next player')
    await next.goto(`${site.origin}/private-messages`)
    await next.getByRole('button', { name: /For the next player/ }).waitFor()
    await expect.poll(() => pausedActions(next), { timeout: 15_000 }).toBe(0)
    expect(await theirs()).toBeNull()
    await context.close()
  }, 60_000)

  it('a Mark Six ticket placed offline whose draw closes meanwhile shows betting closed; one tap places it on the next draw', async () => {
    const { context, page, userId, get, balance } = await player()
    const start = await balance()
    await page.goto(`${site.origin}/lottery/mark-six?game=ammarksix`)
    const { next } = await get('ammarksix')
    await page.getByText(`Draw number ${next.match_id}`).waitFor()
    await page.getByRole('button', { name: /^07 · / }).click()
    await page.getByLabel('Amount per bet').fill('10')

    await goOffline(context, page)
    await page.getByRole('button', { name: 'Place bet' }).click()
    await page.getByText('You are offline, so the bet was not placed').waitFor()
    expect(await page.getByRole('dialog', { name: 'Place lottery bet' }).count()).toBe(0)

    // Betting on that draw closes while the phone is offline; the next draw opens.
    clock.set(new Date(new Date(next.close_at).getTime() + 1000))
    await site.app.jobs.drawTick()
    const following = (await get('ammarksix')).next
    expect(following.match_id).not.toBe(next.match_id)

    await context.setOffline(false)
    const review = page.getByRole('dialog', { name: 'Back online: check your ticket' })
    await review
      .getByText(`Betting on draw ${next.match_id} closed while you were offline`)
      .waitFor({ timeout: 15_000 })
    expect(await moneyActions(userId, 'lottery_stake')).toHaveLength(0)
    await review.getByRole('button', { name: `Place on draw ${following.match_id}` }).click()
    await page.getByText('Bet placed').waitFor()
    expect(start - (await balance())).toBe(10n * USDT)
    const tickets = (await get('lottery/mybet')) as { draw: { match_id?: string } }[]
    expect(tickets).toHaveLength(1)
    expect(await moneyActions(userId, 'lottery_stake')).toHaveLength(1)
    await context.close()
  }, 90_000)
})
