import { useLingui } from '@lingui/react'

/** An ISO instant as a datetime-local input shows it: the operator's own time zone, to the minute. */
export function toLocalInput(iso: string | null) {
  if (!iso) return ''
  const d = new Date(iso)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`
}

/** What a datetime-local input holds, as the instant the server keeps; empty is no limit. */
export function fromLocalInput(value: string) {
  if (!value) return null
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? null : d.toISOString()
}

/** A moment as the lists show it: short date and time in the reader's language and time zone. */
export function useShortTime() {
  const { i18n } = useLingui()
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
}
