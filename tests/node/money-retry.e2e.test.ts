import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatMinorUnits } from '#engine/index.ts'
import { manualClock } from '../../server/clock.ts'
import { fundedPlayer, startSite } from './site.ts'

/**
 * Money actions whose answers are lost, on the built site against the real server: the request
 * reaches the server and is carried out, but the connection drops before the answer reaches the
 * page. The player tries again (after a reload too) and is debited once; a refused request,
 * corrected, goes through as a new one.
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
const PASSWORD = '123456'
const ADDRESS = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb'
let players = 0

/**
 * A funded player with a payment password, signed in on a fresh page: a laptop under 1200 px,
 * where the slip opens from its button (wider, it is docked beside the page).
 */
async function player() {
  const context = await site.browser.newContext({ viewport: { width: 1024, height: 900 } })
  const page = await context.newPage()
  const account = `retry${++players}${Date.now().toString(36)}`
  const tokens = await fundedPlayer(page, site.origin, account, '500')
  const auth = { authorization: `Bearer ${tokens.token}` }
  await page.request.put(`${site.origin}/sports/member/bank_password`, {
    headers: auth,
    data: { bank_password: PASSWORD },
  })
  const get = async (path: string) =>
    (await (await page.request.get(`${site.origin}/sports/${path}`, { headers: auth })).json()).data
  const balance = async () => BigInt((await get('member/account')).score.replace('.', ''))
  return { context, page, account, auth, get, balance }
}

/**
 * While `dropping`, every POST to `path` is sent on to the server and carried out, and the page
 * gets a reset connection instead of the answer. `reached` counts those lost attempts.
 */
async function loseAnswers(page: Page, path: string) {
  const lost = { dropping: true, reached: 0 }
  await page.route(`**/sports/${path}`, async (route) => {
    if (!lost.dropping || route.request().method() !== 'POST') return route.fallback()
    lost.reached++
    await route.fetch()
    await route.abort('connectionreset')
  })
  return lost
}

const openWallet = async (page: Page, tab: string) => {
  await page.getByRole('button', { name: 'Wallet' }).click()
  const wallet = page.getByRole('dialog', { name: 'Wallet' })
  await wallet.getByRole('tab', { name: tab }).click()
  return wallet
}

describe('a money action whose answer is lost is carried out once', () => {
  it('sports bet: every answer lost, Place again → one debit; lost again, reload, Place → one more', async () => {
    const { context, page, balance, get } = await player()
    const start = await balance()
    await page.goto(`${site.origin}/sport/soccer`)
    const cards = page.locator('main article')
    await cards
      .nth(0)
      .getByRole('region', { name: 'Win / draw / lose' })
      .getByRole('button', { name: /Home/ })
      .click()
    await page.getByRole('button', { name: 'Bet slip (1)' }).click()
    const slip = page.getByRole('complementary', { name: 'Bet slip' })
    // A single needs a multiple of at least 10: 10 × 2 USDT.
    const place = async () => {
      await slip.getByLabel('Multiple').fill('10')
      await slip.getByRole('button', { name: 'Place bet' }).click()
      await page
        .getByRole('dialog', { name: 'Confirm your bet' })
        .getByRole('button', { name: 'Place bet' })
        .click()
    }
    const lost = await loseAnswers(page, 'soccer/bet')
    await place()
    await slip.getByText('Something went wrong').waitFor()
    // The client's own retries resent the same key: the server took the bet once.
    expect(lost.reached).toBe(4)
    const stake = start - (await balance())
    expect(stake).toBe(20n * USDT)

    lost.dropping = false
    await place()
    await page.getByText('Bet placed').waitFor()
    expect(await balance()).toBe(start - stake)
    expect((await get('soccer/mybet?start=0&limit=10&status=-1')).list).toHaveLength(1)

    // A new slip, its answer lost again; the page reloads (the slip and its key survive it).
    await page.goto(`${site.origin}/sport/soccer`)
    await cards
      .nth(1)
      .getByRole('region', { name: 'Win / draw / lose' })
      .getByRole('button', { name: /Draw/ })
      .click()
    await page.getByRole('button', { name: 'Bet slip (1)' }).click()
    lost.dropping = true
    await place()
    await slip.getByText('Something went wrong').waitFor()
    expect(await balance()).toBe(start - 2n * stake)
    lost.dropping = false
    await page.reload()
    await page.getByRole('button', { name: 'Bet slip (1)' }).click()
    await place()
    await page.getByText('Bet placed').waitFor()
    expect(await balance()).toBe(start - 2n * stake)
    expect((await get('soccer/mybet?start=0&limit=10&status=-1')).list).toHaveLength(2)
    await context.close()
  }, 90_000)

  it('cricket slip: every answer lost, the page reloaded, Place again → one debit', async () => {
    const { context, page, balance } = await player()
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
    const place = async () => {
      await page.getByRole('button', { name: 'Bet slip (1)' }).click()
      await slip.getByLabel(/Amount for Toss winner/).fill('5')
      await slip.getByRole('button', { name: 'Place bet' }).click()
      await page
        .getByRole('dialog', { name: 'Confirm your bet' })
        .getByRole('button', { name: 'Place bet' })
        .click()
    }
    const lost = await loseAnswers(page, 'cricketAPI/betData/create')
    await place()
    await slip.getByText('Something went wrong').waitFor()
    expect(lost.reached).toBe(4)
    expect(await balance()).toBe(start - 5n * USDT)
    lost.dropping = false
    await page.reload()
    await place()
    await page.getByText('Bet placed').waitFor()
    expect(await balance()).toBe(start - 5n * USDT)
    await context.close()
  }, 60_000)

  it('Mark Six ticket: every answer lost, Place again → one debit; the same ticket lost again, reload → one more', async () => {
    const { context, page, balance } = await player()
    const start = await balance()
    const place = async () => {
      await page.goto(`${site.origin}/lottery/mark-six?game=ammarksix`)
      await page.getByRole('button', { name: /^07 · / }).click()
      await page.getByLabel('Amount per bet').fill('10')
      await tapPlace()
    }
    const tapPlace = async () => {
      await page.getByRole('button', { name: 'Place bet' }).click()
      await page
        .getByRole('dialog', { name: 'Place lottery bet' })
        .getByRole('button', { name: 'OK' })
        .click()
    }
    const failed = () => page.getByRole('alert').filter({ hasText: 'Something went wrong' }).waitFor()
    const lost = await loseAnswers(page, 'marksix/bet')
    await place()
    await failed()
    expect(lost.reached).toBe(4)
    expect(await balance()).toBe(start - 10n * USDT)
    lost.dropping = false
    await tapPlace()
    await page.getByText('Bet placed').waitFor()
    expect(await balance()).toBe(start - 10n * USDT)

    // The same ticket once more is a new bet (the key was renewed by the answer); its answers are
    // lost, and the player reloads the page and builds it again.
    lost.dropping = true
    await place()
    await failed()
    expect(await balance()).toBe(start - 20n * USDT)
    lost.dropping = false
    await place()
    await page.getByText('Bet placed').waitFor()
    expect(await balance()).toBe(start - 20n * USDT)
    await context.close()
  }, 60_000)

  it('transfer: answer lost, the page reloaded, the same transfer typed again → sent once', async () => {
    const { context, page, balance } = await player()
    const to = `payee${Date.now().toString(36)}`
    const payee = (
      await (
        await page.request.post(`${site.origin}/sports/reg`, { data: { account: to, password: 'Secret123' } })
      ).json()
    ).data
    const start = await balance()
    const lost = await loseAnswers(page, 'member/transfer')
    const transfer = async () => {
      const wallet = await openWallet(page, 'Transfer')
      await wallet.getByLabel('Recipient account').fill(to)
      await wallet.getByLabel('Amount (USDT)').fill('5')
      await wallet.getByLabel('Payment password').fill(PASSWORD)
      await wallet.getByRole('button', { name: 'Transfer', exact: true }).click()
      // The recipient is shown first; OK sends.
      await page.getByRole('dialog', { name: 'Confirm transfer' }).getByRole('button', { name: 'OK' }).click()
      return wallet
    }
    await page.goto(site.origin)
    const wallet = await transfer()
    await wallet.getByText('Something went wrong').waitFor()
    expect(await balance()).toBe(start - 5n * USDT)

    lost.dropping = false
    await page.reload()
    await transfer()
    await page.getByText('Transfer sent').waitFor()
    expect(await balance()).toBe(start - 5n * USDT)
    const received = await page.request.get(`${site.origin}/sports/member/account`, {
      headers: { authorization: `Bearer ${payee.token}` },
    })
    expect((await received.json()).data.score).toBe('5.000000')
    await context.close()
  }, 60_000)

  it('withdrawal: every answer lost, the page reloaded, the same withdrawal again → one withdrawal', async () => {
    const { context, page, balance, get } = await player()
    const start = await balance()
    const withdraw = async () => {
      const wallet = await openWallet(page, 'Withdraw')
      await wallet.getByRole('button', { name: 'USDT (TRC20)' }).click()
      await wallet.getByLabel('Amount (USDT)').fill('6')
      await wallet.getByLabel('Address (TRC20)').fill(ADDRESS)
      await wallet.getByLabel('Payment password').fill(PASSWORD)
      await wallet.getByRole('button', { name: 'Withdraw', exact: true }).click()
      await page
        .getByRole('dialog', { name: 'Confirm withdrawal' })
        .getByRole('button', { name: 'OK' })
        .click()
      return wallet
    }
    const lost = await loseAnswers(page, 'withdraw')
    await page.goto(site.origin)
    const wallet = await withdraw()
    await wallet.getByText('Something went wrong').waitFor()
    expect(lost.reached).toBe(4)
    expect(await balance()).toBe(start - 6n * USDT)
    lost.dropping = false
    await page.reload()
    await withdraw()
    await page.getByText('Withdrawal requested').waitFor()
    expect(await balance()).toBe(start - 6n * USDT)
    expect(await get('withdraw')).toHaveLength(1)
    await context.close()
  }, 60_000)
})

describe('a refused money action, corrected, is a new request', () => {
  it('withdrawal refused for the balance, the amount lowered → accepted, not idempotencyKeyReused', async () => {
    const { context, page, auth, balance, get } = await player()
    await page.goto(site.origin)
    const wallet = await openWallet(page, 'Withdraw')
    await wallet.getByRole('button', { name: 'USDT (TRC20)' }).click()
    await wallet.getByLabel('Address (TRC20)').fill(ADDRESS)
    await wallet.getByLabel('Payment password').fill(PASSWORD)
    const withdraw = async (amount: string) => {
      await wallet.getByLabel('Amount (USDT)').fill(amount)
      await wallet.getByRole('button', { name: 'Withdraw', exact: true }).click()
    }
    const ok = () =>
      page.getByRole('dialog', { name: 'Confirm withdrawal' }).getByRole('button', { name: 'OK' })

    // The player confirms 10 USDT while another device takes all but 8 USDT out.
    await withdraw('10')
    await ok().waitFor()
    const channel = ((await get('withdraw/all')) as { id: number; name: string }[]).find(
      (c) => c.name === 'USDT (TRC20)',
    )
    const elsewhere = await page.request.post(`${site.origin}/sports/withdraw`, {
      headers: { ...auth, 'idempotency-key': 'other-device' },
      data: {
        channel_id: channel?.id,
        amount: formatMinorUnits((await balance()) - 8n * USDT, 6, 'USDT'),
        address: ADDRESS,
        bank_password: PASSWORD,
      },
    })
    expect((await elsewhere.json()).code).toBe(0)
    await ok().click()
    await wallet.getByText('Insufficient balance').waitFor()
    expect(await balance()).toBe(8n * USDT)

    await withdraw('6')
    await ok().click()
    await page.getByText('Withdrawal requested').waitFor()
    expect(await balance()).toBe(2n * USDT)
    expect(await get('withdraw')).toHaveLength(2)
    await context.close()
  }, 60_000)
})
