import { beforeEach, describe, expect, it } from 'vitest'
import { i18n, selectLanguage } from '../../src/i18n/index.ts'
import { MOBILE, renderApp, resetApp } from './renderApp.tsx'

beforeEach(resetApp)

let n = 0
/** A player who set a nickname, registered through the real API without signing this page in. */
async function inviter(nickname: string) {
  const account = `inv${Date.now().toString(36)}${n++}`
  const reg = await fetch('/sports/reg', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: 'Secret123' }),
  }).then((r) => r.json())
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${reg.data.token}` }
  await fetch('/sports/nickname', { method: 'PUT', headers, body: JSON.stringify({ nickname }) })
  const invite = await fetch('/sports/member/invite?type=1', { headers }).then((r) => r.json())
  return invite.data.code as string
}

describe('registering from an invite link', () => {
  it("names the inviter by nickname beside the code, in the player's language", async () => {
    const code = await inviter('Inviting Ivy')
    const { screen } = await renderApp(`/registration?inviteCode=${code}`, MOBILE)
    const dialog = screen.getByRole('dialog', { name: 'Register' })
    await expect.element(dialog.getByText('Invited by Inviting Ivy')).toBeVisible()
    await expect.element(dialog.getByText(`Invite code: ${code}`)).toBeVisible()
  })

  it('the same in Chinese', async () => {
    const code = await inviter('Lucky Lena')
    await selectLanguage('zh')
    const { screen } = await renderApp(`/registration?inviteCode=${code}`, MOBILE)
    const dialog = screen.getByRole('dialog', { name: i18n._('register') })
    const line = i18n._('invitedBy', { nickname: 'Lucky Lena' })
    expect(line).not.toBe('Invited by Lucky Lena')
    await expect.element(dialog.getByText(line)).toBeVisible()
  })

  it('an unknown code shows only the code, no inviter', async () => {
    const { screen } = await renderApp('/registration?inviteCode=ZZZZ9999', MOBILE)
    const dialog = screen.getByRole('dialog', { name: 'Register' })
    await expect.element(dialog.getByText('Invite code: ZZZZ9999')).toBeVisible()
    expect(dialog.getByText(/Invited by/).elements()).toHaveLength(0)
  })
})
