import { Secret, TOTP } from 'otpauth'
import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PNG } from '../../server/test/chat.ts'
import { fitsWidth, startSite, storeTokens } from './site.ts'

let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite()
}, 60_000)
afterAll(() => site?.close())

const codeFor = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret) })

/** A support operator added as `npm run ops` would, signed in on the console (enrolment, then recovery codes). */
async function supportConsole(page: Page, name: string) {
  const { secret } = await site.app.services.operators.add(
    { kind: 'cli' },
    { name, role: 'support', password: 'Support2026' },
    { recoveryCodes: false },
  )
  await page.goto(`${site.origin}/backoffice`)
  await page.getByLabel('Operator name').fill(name)
  await page.getByLabel('Password').fill('Support2026')
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Code from your authenticator app').fill(codeFor(secret))
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('button', { name: 'I have saved them' }).click()
  await page
    .getByRole('navigation', { name: 'Back office menu' })
    .getByRole('link', { name: 'Live support' })
    .click()
  await page.getByRole('heading', { name: 'Live support', level: 1 }).waitFor()
  await page.getByRole('status').getByText('Live').waitFor()
}

const visitorMessages = (page: Page) => page.getByTestId('chat-message').locator('p').allTextContents()
const consoleMessages = (page: Page) => page.getByTestId('bo-chat-message').locator('p').allTextContents()

describe('live support on the built site', () => {
  it('a visitor writes, support takes and replies, the visitor registers and continues, both reload to the same history', async () => {
    const visitor = await (await site.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
    const operator = await (
      await site.browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage()

    await visitor.goto(`${site.origin}/chat`)
    await visitor.getByRole('status').getByText('Connected').waitFor()
    await visitor.getByText('No messages yet').waitFor()
    const box = visitor.getByRole('textbox', { name: 'Write a message' })
    // An empty message is refused in place; nothing is sent.
    await visitor.getByRole('button', { name: 'Send', exact: true }).click()
    await visitor.getByRole('alert').getByText('Write something first.').waitFor()
    await box.fill('Hello, my deposit has not arrived.')
    await box.press('Enter')
    await visitor.getByTestId('chat-message').getByText('Hello, my deposit has not arrived.').waitFor()
    // An image goes up and shows; a text file named .png is refused by its content.
    const picker = visitor.getByLabel('Send an image')
    await picker.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG })
    await visitor.getByRole('img', { name: 'Image sent in the chat' }).waitFor()
    await picker.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    })
    await visitor
      .getByRole('alert')
      .getByText('That file is not an image (PNG, JPEG, GIF or WebP).')
      .waitFor()
    const id = await visitor.evaluate(() => localStorage.getItem('nonLoginOtherChatID'))
    expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(await fitsWidth(visitor)).toBe(true)

    await supportConsole(operator, 'sophie')
    const row = operator.getByRole('button', { name: /Visitor #\d+/ }).filter({ hasText: 'Image' })
    await row.getByText(/Waiting \d+:\d\d/).waitFor()
    await row.click()
    await operator.getByRole('img', { name: 'Image from the player' }).waitFor()
    await operator.getByRole('button', { name: 'Take' }).click()
    await operator.getByText('With sophie').first().waitFor()
    await operator
      .getByLabel('Canned answer')
      .selectOption({ label: 'Thank you, I am checking this for you now. One moment please.' })
    await operator.getByRole('button', { name: 'Send', exact: true }).click()
    // The visitor sees the reply live, and their own message marked read by support.
    await visitor.getByText('Thank you, I am checking this for you now. One moment please.').waitFor()
    await visitor
      .getByTestId('chat-message')
      .filter({ hasText: 'Hello, my deposit' })
      .getByText('Read')
      .waitFor()

    // The visitor registers: the same conversation continues under the account.
    const reg = await visitor.request.post(`${site.origin}/sports/reg`, {
      data: { account: 'chatvisitor', password: 'Secret123' },
    })
    await storeTokens(visitor, site.origin, (await reg.json()).data)
    await visitor.goto(`${site.origin}/chat`)
    await visitor.getByRole('status').getByText('Connected').waitFor()
    expect(await visitorMessages(visitor)).toEqual([
      'Hello, my deposit has not arrived.',
      'Thank you, I am checking this for you now. One moment please.',
    ])
    expect(await visitor.evaluate(() => localStorage.getItem('nonLoginOtherChatID'))).toBeNull()
    await visitor
      .getByRole('textbox', { name: 'Write a message' })
      .fill('I have an account now: chatvisitor.')
    await visitor.getByRole('button', { name: 'Send', exact: true }).click()

    // The console shows the player's account and their money beside the same conversation.
    await operator.getByTestId('bo-chat-message').getByText('I have an account now: chatvisitor.').waitFor()
    await operator.getByRole('heading', { name: 'chatvisitor', level: 2 }).first().waitFor()
    await operator.getByRole('region', { name: 'Player' }).getByText('Balance').waitFor()
    await operator
      .getByRole('textbox', { name: 'Reply' })
      .fill('Welcome, chatvisitor. Your deposit is on its way.')
    await operator.getByRole('button', { name: 'Send', exact: true }).click()
    await visitor.getByText('Welcome, chatvisitor. Your deposit is on its way.').waitFor()

    const history = [
      'Hello, my deposit has not arrived.',
      'Thank you, I am checking this for you now. One moment please.',
      'I have an account now: chatvisitor.',
      'Welcome, chatvisitor. Your deposit is on its way.',
    ]
    await visitor.reload()
    await visitor.getByRole('status').getByText('Connected').waitFor()
    await expect.poll(() => visitorMessages(visitor)).toEqual(history)
    await operator.reload()
    await operator.getByRole('button', { name: /chatvisitor/ }).click()
    await expect.poll(() => consoleMessages(operator)).toEqual(history)

    // The drawer on another page is the same conversation.
    await visitor.goto(`${site.origin}/?chat=true`)
    const drawer = visitor.getByRole('complementary', { name: 'Live support' })
    await drawer.getByText('Welcome, chatvisitor. Your deposit is on its way.').waitFor()
    expect(await fitsWidth(visitor)).toBe(true)

    // Closed with a tag: the queue empties.
    await operator.getByLabel('Tag').selectOption('deposit')
    await operator.getByRole('button', { name: 'Close' }).click()
    await operator.getByText('Closed: Deposit').waitFor()
    await operator.getByText('Nobody is waiting.').waitFor()
  }, 120_000)

  it("the footer shows support's hours and channels as GET customer_service answers them", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(site.origin)
    const footer = page.getByRole('contentinfo')
    await footer.getByText('Every day 00:00–24:00').waitFor()
    expect(await footer.getByRole('link', { name: 'E-mail support' }).getAttribute('href')).toBe(
      'mailto:support@betsuite.example',
    )
    await footer.getByRole('link', { name: 'Live support' }).click()
    await page.getByRole('heading', { name: 'Live support', level: 1 }).waitFor()
    await page.close()
  })
})
