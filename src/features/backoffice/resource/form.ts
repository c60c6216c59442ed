import { CONTENT_LANGUAGES, type ContentLanguage } from '#contract/backofficeRoles.ts'
import { ApiError } from '../../../api/errors.ts'
import { fromLocalInput } from './time.ts'

/** A form field's text, trimmed; absent is empty. */
export const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim()

/** The languages a form filled in for `name` (`title.en`, `title.zh`, …); empty ones left out. */
export function perLanguage(form: FormData, name: string) {
  const values: Partial<Record<ContentLanguage, string>> = {}
  for (const lang of CONTENT_LANGUAGES) {
    const value = text(form, `${name}.${lang}`)
    if (value) values[lang] = value
  }
  return values
}

/** The field the server named when it refused a value (`pic`, `title.en`, …), if it named one. */
export const fieldOf = (error: unknown) =>
  error instanceof ApiError ? ((error.data as { field?: string } | null)?.field ?? null) : null

/** What slides and announcements share: on or off, the from–until window and the titles. */
export const shownFields = (form: FormData) => ({
  active: form.get('active') === 'on',
  startsAt: fromLocalInput(text(form, 'startsAt')),
  endsAt: fromLocalInput(text(form, 'endsAt')),
  title: perLanguage(form, 'title'),
})
