import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSite, storeTokens } from './site.ts'

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite()
}, 60_000)
afterAll(() => site?.close())

describe('the wallet, end to end on the built site', () => {
  it('deposit on the sandbox page → the push updates the balance → withdraw → approved → history', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const account = `wallet${Date.now().toString(36)}`
    const reg = await page.request.post(`${site.origin}/sports/reg`, {
      data: { account, password: 'Secret123' },
    })
    const tokens = (await reg.json()).data
    await page.request.put(`${site.origin}/sports/member/bank_password`, {
      headers: { authorization: `Bearer ${tokens.token}` },
      data: { bank_password: '123456' },
    })
    await storeTokens(page, site.origin, tokens)
    await page.reload()
    const balance = page.getByLabel('Balance')
    await expect.poll(() => balance.textContent()).toBe('0.000000')

    // Deposit 565 PHP with GCash: the sandbox page opens in a new tab.
    await page.getByRole('button', { name: 'Wallet' }).click()
    const wallet = page.getByRole('dialog', { name: 'Wallet' })
    await wallet.getByRole('button', { name: 'GCash' }).click()
    await wallet.getByLabel('Amount (PHP)').fill('565')
    const [payPage] = await Promise.all([
      context.waitForEvent('page'),
      wallet.getByRole('button', { name: 'Deposit', exact: true }).click(),
    ])
    await payPage.waitForLoadState()
    await payPage.getByRole('button', { name: 'Pay' }).click()
    await payPage.getByText('Payment received').waitFor()

    // The socket's push changes the header without a reload or a poll: 565 / 56.5 = 10 USDT.
    await expect.poll(() => balance.textContent(), { timeout: 5000 }).toBe('10.000000')

    // Withdraw 6 USDT to a TRC20 address; the fee and the net are confirmed first.
    await wallet.getByRole('tab', { name: 'Withdraw' }).click()
    await wallet.getByRole('button', { name: 'USDT (TRC20)' }).click()
    await wallet.getByLabel('Amount (USDT)').fill('6')
    await wallet.getByLabel('Address (TRC20)').fill('T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb')
    await wallet.getByLabel('Payment password').fill('123456')
    await wallet.getByRole('button', { name: 'Withdraw', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Confirm withdrawal' })
    await confirm.getByText('5.000000 USDT').waitFor()
    await confirm.getByRole('button', { name: 'OK' }).click()
    await expect.poll(() => balance.textContent(), { timeout: 5000 }).toBe('4.000000')

    // The operator approves it.
    const mine = await page.request.get(`${site.origin}/sports/withdraw`, {
      headers: { authorization: `Bearer ${tokens.token}` },
    })
    const [withdrawal] = (await mine.json()).data
    expect((await site.app.services.withdrawals.decide(withdrawal.id, 'approve')).status).toBe(3)

    // History shows both, newest first, each with the balance after it.
    await wallet.getByRole('tab', { name: 'History' }).click()
    const entries = wallet.getByRole('listitem')
    await expect.poll(() => entries.count()).toBe(2)
    const texts = await entries.allTextContents()
    expect(texts[0]).toContain('Withdrawal')
    expect(texts[0]).toContain('-6.000000 USDT')
    expect(texts[0]).toContain('Balance 4.000000')
    expect(texts[1]).toContain('Deposit')
    expect(texts[1]).toContain('+10.000000 USDT')
    expect(texts[1]).toContain('Balance 10.000000')
    await context.close()
  }, 60_000)
})
