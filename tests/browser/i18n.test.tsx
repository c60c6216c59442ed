import { beforeEach, describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { api } from '../../src/api/index.ts'
import { currentLocale, i18n, selectLanguage } from '../../src/i18n/index.ts'
import { LOCALES, type Locale } from '../../src/i18n/locales.ts'
import { ui } from '../../src/state/ui.ts'
import { DESKTOP, MOBILE, renderApp, resetApp } from './renderApp.tsx'

beforeEach(resetApp)

describe('languages', () => {
  it('switching to Chinese translates the shell, persists, and the footer reads the zh text', async () => {
    const { screen } = await renderApp('/', MOBILE)
    const picker = screen.getByRole('combobox', { name: 'Language' })
    await expect.element(picker).toBeVisible()
    await userEvent.selectOptions(picker.element(), 'zh')
    await expect.poll(() => localStorage.getItem('language')).toBe('zh')
    const bottom = screen.getByRole('navigation', { name: i18n._('bottomNavigation') })
    await expect.element(bottom.getByRole('link', { name: i18n._('nav.home') })).toBeVisible()
    expect(i18n._('nav.home')).not.toBe('Home')
    expect(document.documentElement.lang).toBe('zh')
    await expect.element(screen.getByRole('contentinfo').getByText(/版权所有/)).toBeVisible()
  })

  it('a language with no footer text of its own shows the English footer', async () => {
    await selectLanguage('id')
    const { screen } = await renderApp('/', DESKTOP)
    await expect.element(screen.getByRole('contentinfo').getByText(/All rights reserved/)).toBeVisible()
    expect(currentLocale()).toBe('id')
  })

  it('requests carry the chosen language', async () => {
    await selectLanguage('ja')
    // A spy, not a mock: the request still goes to the real server.
    const spy = vi.spyOn(window, 'fetch')
    try {
      await api.get('available_games', { silent: true })
      const headers = spy.mock.calls.at(-1)?.[1]?.headers as Record<string, string> | undefined
      expect(headers?.['Accept-Language']).toBe('ja')
    } finally {
      spy.mockRestore()
    }
  })

  it('every catalog gives every message a text, falling back to English', async () => {
    for (const locale of Object.keys(LOCALES) as Locale[]) {
      expect(await selectLanguage(locale)).toBe(true)
      for (const id of [
        'nav.home',
        'unauthorizedError',
        'serverError',
        'pageNotWorking',
        'lngSettingError',
        'required',
      ]) {
        const text = i18n._(id)
        expect(text, `${locale} ${id}`).not.toBe('')
        expect(text, `${locale} ${id}`).not.toBe(id)
      }
    }
  })

  it('a language that cannot be loaded keeps the current one and shows lngSettingError', async () => {
    expect(await selectLanguage('xx' as Locale)).toBe(false)
    expect(currentLocale()).toBe('en')
    expect(ui.toastMessage).toBe('lngSettingError')
    expect(ui.toastType).toBe('error')
  })
})
