import { readFileSync } from 'node:fs'
import { and, eq, inArray, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../server/clock.ts'
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../server/db/schema.ts'
import { fitsWidth, fundedPlayer, startSite } from './site.ts'

/**
 * Reports end to end on the built site with the server's clock fixed: a player bets on sports,
 * Mark Six and PK10 (whose draw settles), and the page's totals and its CSV equal the ledger's
 * entries for the range to the micro-unit, the site's time zone stated.
 */
const AT = new Date('2026-11-23T08:00:00Z')
const clock = manualClock(AT)
let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite({ clock, env: { SITE_TIMEZONE: 'Asia/Hong_Kong' } })
  await site.app.jobs.sportsTick()
  await site.app.jobs.drawTick()
}, 60_000)
afterAll(() => site?.close())

/** USDT micro-units as the page writes them (6 places, thousands grouped). */
const usdt = (micro: bigint) => {
  const abs = (micro < 0n ? -micro : micro).toString().padStart(7, '0')
  const whole = abs.slice(0, -6).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${micro < 0n ? '-' : ''}${whole}.${abs.slice(-6)}`
}

describe('Reports, end to end', () => {
  it("shows the accounts summary and each product's bets, totals equal to the ledger, and downloads them as CSV", async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en' })
    const page = await context.newPage()
    const { token, user_id } = await fundedPlayer(page, site.origin, 'reportsplayer', '100')
    const post = async (url: string, data: object, key: string) => {
      const res = await page.request.post(`${site.origin}/sports/${url}`, {
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
        data,
      })
      expect((await res.json()).code).toBe(0)
    }
    const get = async (url: string) =>
      (await (await page.request.get(`${site.origin}/sports/${url}`)).json()).data
    const [match] = (await get('soccer?start=0&limit=1')).list
    const market = match.markets.find((m: { kind: string }) => m.kind === 'wl')
    await post(
      'soccer/bet',
      {
        selections: [{ match_id: match.match_id, kind: market.kind, name: market.name, odds: market.odds }],
        strings: [1],
        multiple: 10,
      },
      'e2e-soccer',
    )
    const markSix = (await get('hkmarksix')).next
    await post(
      'marksix/bet',
      {
        game: 'hkmarksix',
        match_id: markSix.match_id,
        items: [{ bet: { type: 'specialCode', number: 7 }, amount: '5' }],
      },
      'e2e-marksix',
    )
    const pk10 = (await get('pk10/last')).next
    const cars = Array.from({ length: 10 }, (_, i) => ({
      bet: { type: 'position', position: 1, car: i + 1 },
      amount: '1',
    }))
    await post('pk10/bet', { match_id: pk10.match_id, items: cars }, 'e2e-pk10')
    clock.set(new Date(Date.parse(pk10.draw_at) + 60_000))
    await site.app.jobs.drawTick()
    // The ledger stamps entries with the database's clock: pinned to the test's day.
    const db = site.database.db
    await db.execute(
      sql`update ledger_entries set created_at = ${AT.toISOString()}::timestamptz
          where account_id in (select id from ledger_accounts where user_id = ${user_id})`,
    )
    const ledger = async (kinds: string[]) => {
      const [row] = await db
        .select({ sum: sql<string | null>`sum(${ledgerEntries.amount})::text` })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(and(inArray(ledgerTransactions.kind, kinds), like(ledgerAccounts.key, `player:${user_id}:%`)))
      return BigInt(row?.sum ?? '0')
    }
    const stakes = -(await ledger(['sport_stake', 'lottery_stake']))
    const payouts = await ledger(['lottery_payout'])
    const soccer = -(await ledger(['sport_stake']))
    expect(stakes).toBe(soccer + 15_000_000n)
    expect(payouts).toBeGreaterThan(0n)
    // The soccer bet and the Mark Six ticket are still open: neither a loss nor a win yet, so
    // the figures hold only the decided PK10 ticket (10 staked).
    const decided = stakes - soccer - 5_000_000n
    expect(decided).toBe(10_000_000n)

    await page.goto(`${site.origin}/reports`)
    await page.getByText('2026-11-17 to 2026-11-23, days in Asia/Hong_Kong time').waitFor()
    const summary = page.getByRole('region', { name: 'Accounts summary' })
    await summary.getByText('100.000000 USDT').first().waitFor()
    const games = page.getByRole('region', { name: 'Bets by game' })
    const total = games.getByRole('row', { name: /^Total/ })
    await expect.poll(() => total.innerText()).toContain(usdt(decided))
    expect(await total.innerText()).toContain(usdt(payouts))
    expect(await total.innerText()).toContain(usdt(payouts - decided))
    expect(await games.getByRole('row', { name: /^PK10/ }).innerText()).toContain('10.000000')
    for (const open of [/^Hong Kong Mark Six/, /^Soccer/]) {
      const row = await games.getByRole('row', { name: open }).innerText()
      expect(row).not.toContain('5.000000')
      expect(row).not.toContain('-')
    }
    expect(await fitsWidth(page)).toBe(true)

    // The CSV of the range holds the same figures, exact.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('report-2026-11-17-2026-11-23.csv')
    const csv = readFileSync((await download.path()) ?? '', 'utf8')
    expect(csv).toContain('time zone,Asia/Hong_Kong')
    expect(csv).toContain('Deposits,100.000000')
    const totalLine = csv.split('\r\n').find((l) => l.startsWith('Total,'))
    const raw = (micro: bigint) => usdt(micro).replaceAll(',', '')
    expect(totalLine).toBe(`Total,3,${raw(decided)},${raw(payouts)},${raw(payouts - decided)}`)

    // A range of another day holds nothing.
    await page.getByRole('textbox', { name: 'From' }).fill('2026-11-24')
    await page.getByRole('textbox', { name: 'To' }).fill('2026-11-24')
    await page.getByRole('button', { name: 'Show' }).click()
    await page.getByText('No activity in this period').waitFor()
    await context.close()
  })
})
