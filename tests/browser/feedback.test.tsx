import { I18nProvider } from '@lingui/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { ConfirmModal } from '../../src/components/ConfirmModal/index.tsx'
import { ErrorScreen } from '../../src/components/ErrorScreen/index.tsx'
import { Toast } from '../../src/components/Toast/index.tsx'
import { i18n } from '../../src/i18n/index.ts'
import { showToast, ui } from '../../src/state/ui.ts'
import { resetApp } from './renderApp.tsx'

beforeEach(resetApp)
afterEach(() => {
  vi.useRealTimers()
})

const withI18n = (node: React.ReactNode) => <I18nProvider i18n={i18n}>{node}</I18nProvider>

describe('toast', () => {
  it('translates its key, counts 90 down by 1 every 50 ms and hides after 5 s', async () => {
    vi.useFakeTimers()
    const screen = await render(withI18n(<Toast />))
    showToast('error', 'serverError')
    await vi.advanceTimersByTimeAsync(0)
    const toast = screen.getByRole('alert')
    await expect.element(toast).toHaveTextContent('Server error, try again later')
    const bar = () => Number(toast.element().querySelector('progress')?.getAttribute('value'))
    expect(bar()).toBe(90)
    await vi.advanceTimersByTimeAsync(500)
    expect(bar()).toBe(80)
    await vi.advanceTimersByTimeAsync(4000)
    expect(bar()).toBe(0)
    expect(ui.isToastShow).toBe(true)
    await vi.advanceTimersByTimeAsync(500)
    expect(ui.isToastShow).toBe(false)
    expect(ui.toastMessage).toBe('')
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument()
  })

  it.each([
    ['info', 'status'],
    ['successful', 'status'],
    ['warning', 'alert'],
  ] as const)('a %s toast is announced as %s and the close button clears it', async (type, role) => {
    const screen = await render(withI18n(<Toast />))
    showToast(type, 'plain words from a server')
    const toast = screen.getByRole(role)
    await expect.element(toast).toHaveTextContent('plain words from a server')
    await toast.getByRole('button', { name: 'Close' }).click()
    expect(ui.isToastShow).toBe(false)
    expect(ui.toastMessage).toBe('')
  })
})

describe('confirm modal', () => {
  it('is shown by its owner and answers OK or cancel', async () => {
    const onOk = vi.fn()
    const onCancel = vi.fn()
    const screen = await render(
      withI18n(
        <ConfirmModal open title="Confirm bet" onOk={onOk} onCancel={onCancel}>
          Stake 20.00
        </ConfirmModal>,
      ),
    )
    const dialog = screen.getByRole('dialog', { name: 'Confirm bet' })
    await expect.element(dialog.getByText('Stake 20.00')).toBeVisible()
    await dialog.getByRole('button', { name: 'OK' }).click()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect(onOk).toHaveBeenCalledTimes(1)
    expect(onCancel).toHaveBeenCalledTimes(1)
  })
})

describe('error boundary screen', () => {
  it('shows somethingWentWrong with a way home', async () => {
    const screen = await render(withI18n(<ErrorScreen />))
    await expect.element(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await expect.element(screen.getByText('Something went wrong, please try again')).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Go home' })).toBeVisible()
  })
})
