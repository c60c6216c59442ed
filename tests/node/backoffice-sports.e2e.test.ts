import { eq, like, sql } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../server/clock.ts'
import { ledgerTransactions, sportBets } from '../../server/db/schema.ts'
import { DEMO_OPERATOR } from '../../server/modules/backoffice/seed.ts'
import { fundedPlayer, siteApi, startSite } from './site.ts'

/**
 * Issue 14's proof for the Sports page: players bet on a match through the real API, a trader
 * voids it in the back office, every open bet on it comes back once (balances, ledger, My bets),
 * and a second void is refused.
 */
// A Saturday morning: football has matches open.
const clock = manualClock(new Date('2026-11-21T05:00:00Z'))
let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite({ clock })
  await site.app.jobs.sportsTick()
}, 60_000)
afterAll(() => site?.close())

/** The code an authenticator app shows at the site's clock; each sign-in in a 30 s step of its own. */
const codeFor = (secret: string) => {
  clock.advance(30_000)
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.now().getTime() })
}

const api = (path: string, body?: object, token?: string) => siteApi(site.origin, path, body, token)

/** An operator's session through the API: password, then the code (enrolling on a first sign-in). */
async function operatorToken(name: string, password: string, secret?: string) {
  const first = await api('/backoffice/api/sign-in', { name, password })
  const second = await api('/backoffice/api/sign-in/second-factor', {
    challenge: first.data.challenge,
    code: codeFor(secret ?? first.data.enrol.secret),
  })
  return second.data.token as string
}

interface Lobby {
  match_id: string
  home_name: string
  away_name: string
  code: string
  markets: { kind: string; name: string; odds: number }[]
}

async function bet(page: Page, token: string, selections: object[], strings: number[], key: string) {
  const res = await page.request.post(`${site.origin}/sports/soccer/bet`, {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    data: { selections, strings, multiple: 10 },
  })
  const body = await res.json()
  expect(body.code).toBe(0)
  return body.data.bet_id as string
}

/** A 6-decimal amount in micro-units. */
const micro = (text: string) => BigInt(text.replace('.', ''))
const balance = async (token: string) => (await api('/sports/member/account', undefined, token)).data.score
const refunds = (betNo: string) =>
  site.database.db
    .select({ id: sportBets.id })
    .from(sportBets)
    .where(eq(sportBets.betNo, betNo))
    .then(([row]) =>
      site.database.db
        .select()
        .from(ledgerTransactions)
        .where(like(ledgerTransactions.idempotencyKey, `sport-settle:${row?.id}`)),
    )

describe('the Sports page on the built site', () => {
  it('a trader voids a match: every open bet on it is refunded once, My bets shows it, a second void is refused; a postponed result settles the rest', async () => {
    const admin = await operatorToken(DEMO_OPERATOR.name, DEMO_OPERATOR.password, DEMO_OPERATOR.totpSecret)
    expect(
      await api(
        '/backoffice/api/operators',
        { name: 'tess', role: 'trader', password: 'Trader20260' },
        admin,
      ),
    ).toMatchObject({ code: 0 })
    const trader = await operatorToken('tess', 'Trader20260')

    const lobby = (await api('/sports/soccer?start=0&limit=20')).data.list as Lobby[]
    const [match, other] = lobby
    if (!match || !other) throw new Error('no open football matches')
    const pick = (m: Lobby, name: string) => {
      const market = m.markets.find((x) => x.kind === 'wl' && x.name === name)
      return { match_id: m.match_id, ...market }
    }
    // Two players: singles on the match (one covering two results), and a parlay with another match.
    const alice = await site.browser.newPage({ viewport: { width: 1280, height: 800 } })
    const aliceTokens = await fundedPlayer(alice, site.origin, 'alicevoid', '100')
    const bob = await site.browser.newPage({ viewport: { width: 390, height: 844 } })
    const bobTokens = await fundedPlayer(bob, site.origin, 'bobvoid', '100')
    const aliceBet = await bet(
      alice,
      aliceTokens.token,
      [pick(match, 'w'), pick(match, 'd')],
      [1],
      'alice-void-1',
    )
    const bobSingle = await bet(bob, bobTokens.token, [pick(match, 'l')], [1], 'bob-void-1')
    const bobParlay = await bet(bob, bobTokens.token, [pick(match, 'w'), pick(other, 'w')], [2], 'bob-void-2')
    expect(await balance(aliceTokens.token)).toBe('60.000000')
    expect(await balance(bobTokens.token)).toBe('60.000000')

    // The trader finds the match by its code: three open bets, 80 USDT at stake.
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(`${site.origin}/`)
    await page.evaluate((token) => sessionStorage.setItem('bo_token', token), trader)
    await page.goto(`${site.origin}/backoffice/matches`)
    await page.getByRole('heading', { name: 'Sports and cricket', level: 1 }).waitFor()
    const filters = page.getByRole('search')
    await filters.getByLabel('Team, league or code').fill(match.code)
    await filters.getByRole('button', { name: 'Search' }).click()
    const row = page.getByRole('row').filter({ hasText: match.home_name })
    await expect.poll(() => page.getByRole('row').count()).toBe(2)
    const cell = (n: number) => row.getByRole('cell').nth(n).textContent()
    expect(await cell(2)).toBe('Open')
    expect(await cell(4)).toBe('3')
    expect(await cell(5)).toBe('80.000000')

    const name = `${match.home_name} – ${match.away_name}`
    // Suspended: the players' lobby shows it with its odds locked, and placing is refused at once.
    await row.getByRole('button', { name: `Suspend: ${name}` }).click()
    const suspend = page.getByRole('dialog', { name: `Suspend betting on ${name}` })
    await suspend.getByLabel('Reason').fill('Team news')
    await suspend.getByRole('button', { name: 'Suspend' }).click()
    await suspend.waitFor({ state: 'detached' })
    await alice.goto(`${site.origin}/sport/soccer`)
    const card = alice.getByRole('article').filter({ hasText: match.home_name })
    await card.getByText('Betting suspended').waitFor()
    expect(await card.locator('[data-kind="wl"] button:disabled').count()).toBe(3)
    const refused = await alice.request.post(`${site.origin}/sports/soccer/bet`, {
      headers: { authorization: `Bearer ${aliceTokens.token}`, 'idempotency-key': 'alice-void-refused' },
      data: { selections: [pick(match, 'l')], strings: [1], multiple: 10 },
    })
    expect((await refused.json()).msg).toBe('matchClosed')
    await filters.getByLabel('State').selectOption({ label: 'Suspended' })
    await filters.getByRole('button', { name: 'Search' }).click()
    await expect.poll(() => cell(2)).toBe('Suspended')
    await row.getByRole('button', { name: `Resume: ${name}` }).click()
    const resume = page.getByRole('dialog', { name: `Resume betting on ${name}` })
    await resume.getByLabel('Reason').fill('News checked')
    await resume.getByRole('button', { name: 'Resume' }).click()
    await resume.waitFor({ state: 'detached' })
    await filters.getByLabel('State').selectOption({ label: 'Open' })
    await filters.getByRole('button', { name: 'Search' }).click()
    await expect.poll(() => cell(2)).toBe('Open')

    await row.getByRole('button', { name: `Void: ${name}` }).click()
    const dialog = page.getByRole('dialog', { name: `Void ${name}` })
    await dialog.getByText('Open bets on this match: 3 (80.000000 USDT)', { exact: false }).waitFor()
    await dialog.getByLabel('Reason').fill('Match abandoned at the venue')
    await dialog.getByRole('button', { name: 'Void' }).click()
    await dialog.waitFor({ state: 'detached' })
    // Out of the open matches; listed as void with nothing left to do.
    await page.getByText('No matches match').waitFor()
    await filters.getByLabel('State').selectOption({ label: 'Void' })
    await filters.getByRole('button', { name: 'Search' }).click()
    await expect.poll(() => cell(2)).toBe('Void')
    // Still open on it: the parlay, until its other match is decided.
    expect(await cell(4)).toBe('1')
    expect(await cell(5)).toBe('20.000000')
    expect(await cell(6)).toBe('—')

    // Singles refunded once each; the parlay waits for its other match, its void leg at odds 1.
    expect(await balance(aliceTokens.token)).toBe('100.000000')
    expect(await balance(bobTokens.token)).toBe('80.000000')
    expect(await refunds(aliceBet)).toHaveLength(1)
    expect(await refunds(bobSingle)).toHaveLength(1)
    expect(await refunds(bobParlay)).toHaveLength(0)

    const again = await api(
      `/backoffice/api/matches/soccer/${match.match_id}/void`,
      { reason: 'twice' },
      trader,
    )
    expect(again).toMatchObject({ status: 409, msg: 'matchAlreadyVoid' })
    await site.app.jobs.sportsTick()
    expect(await balance(aliceTokens.token)).toBe('100.000000')
    expect(await refunds(aliceBet)).toHaveLength(1)
    const log = (await api('/backoffice/api/audit?action=match.void', undefined, admin)).data.rows
    expect(log).toMatchObject([
      {
        actor: 'tess',
        actorRole: 'trader',
        target: `match:soccer:${match.match_id}`,
        before: { state: 'scheduled' },
        after: { state: 'void' },
        reason: 'Match abandoned at the venue',
      },
    ])

    // The parlay's other match is postponed; the trader types its result in the form: 2:1.
    await site.database.db.execute(
      sql`update matches set status = 'postponed' where id = ${Number(other.match_id)}`,
    )
    await filters.getByLabel('State').selectOption({ label: 'Postponed' })
    await filters.getByLabel('Team, league or code').fill(other.code)
    await filters.getByRole('button', { name: 'Search' }).click()
    const postponed = page.getByRole('row').filter({ hasText: other.home_name })
    const otherName = `${other.home_name} – ${other.away_name}`
    await postponed.getByRole('button', { name: `Enter result: ${otherName}` }).click()
    const form = page.getByRole('dialog', { name: `Result of ${otherName}` })
    await form.getByLabel(`Half time: ${other.home_name}`).fill('3')
    await form.getByLabel(`Half time: ${other.away_name}`).fill('0')
    await form.getByLabel(`Full time: ${other.home_name}`).fill('2')
    await form.getByLabel(`Full time: ${other.away_name}`).fill('1')
    await form.getByLabel('Reason').fill('Played on Monday')
    await form.getByRole('button', { name: 'Save and settle' }).click()
    // Checked before it is sent: nothing settles.
    await form.getByText('A half-time score cannot be above the full-time score').waitFor()
    expect(await balance(bobTokens.token)).toBe('80.000000')
    await form.getByLabel(`Half time: ${other.home_name}`).fill('1')
    await form.getByRole('button', { name: 'Save and settle' }).click()
    await form.waitFor({ state: 'detached' })
    // The parlay wins as the single on the other match would: 20 × its odds, the void leg at 1.
    const [parlay] = await site.database.db.select().from(sportBets).where(eq(sportBets.betNo, bobParlay))
    const payout = parlay?.payout ?? 0n
    expect(payout).toBe(
      BigInt(Math.round((other.markets.find((x) => x.kind === 'wl' && x.name === 'w')?.odds ?? 0) * 100)) *
        200_000n,
    )
    expect(micro(await balance(bobTokens.token))).toBe(80_000_000n + payout)
    expect(await refunds(bobParlay)).toHaveLength(1)

    // My bets: the player's bet cancelled, its 40 USDT returned, the leg void.
    await alice.goto(`${site.origin}/my-bets`)
    await alice.getByRole('tab', { name: 'Cancelled' }).click()
    await alice.getByRole('button', { name: 'Details' }).click()
    const detail = alice.getByRole('dialog', { name: `Bet ${aliceBet}` })
    const summary = detail.getByRole('region', { name: 'Bet summary' })
    const line = (key: string) => summary.locator(`[data-row="${key}"] dd`).textContent()
    expect(await line('status')).toBe('Cancelled')
    expect(await line('returned')).toBe('40.000000 USDT')
    await expect.poll(() => detail.locator('[data-outcome="void"]').count()).toBe(2)

    // On a phone the list becomes cards: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 })
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1,
      ),
    ).toBe(true)
    await Promise.all([page.close(), alice.close(), bob.close()])
  })
})
