import { type FormEvent, useRef, useState } from 'react'
import { ApiError, errorMessage } from '../../api/errors.ts'
import { i18n } from '../../i18n/index.ts'
import { refusalText } from '../../i18n/protection.ts'

export type Errors = Record<string, string | undefined>

/** Server failures land under the field they name (data.field), otherwise over the whole form. */
export function serverErrors(error: unknown, fields: readonly string[]): Errors {
  if (!(error instanceof ApiError)) return { form: 'somethingWentWrong' }
  const data = error.data as { field?: string; attemptsLeft?: number } | null
  const field = data?.field
  // A payment password refusal says how many tries remain; the form shows it beside the message.
  const extra: Errors =
    typeof data?.attemptsLeft === 'number' ? { attemptsLeft: String(data.attemptsLeft) } : {}
  const aliases: Record<string, string> = {
    mobile: 'phone',
    areaCode: 'phone',
    area_code: 'phone',
    area: 'phone',
  }
  const target = field && (fields.includes(field) ? field : aliases[field])
  // A refusal carrying values (a minimum, tries left) is translated now, with those values.
  const values =
    data && Object.keys(data).some((k) => k !== 'field') ? (data as Record<string, unknown>) : null
  const message = values
    ? (refusalText(i18n, error.message, data) ?? i18n._(error.message, values))
    : error.message
  if (target && fields.includes(target)) return { [target]: message, ...extra }
  return { form: values ? message : errorMessage(error), ...extra }
}

export const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim()

/**
 * Client checks first (spec §5 messages), then the server's answer: both end up as message keys
 * under their fields, translated when shown. `fields` are the names errors may be shown under.
 */
export function useForm<T>(
  fields: readonly string[],
  check: (data: FormData) => { errors: Errors; body: T },
  send: (body: T) => Promise<unknown>,
) {
  const [errors, setErrors] = useState<Errors>({})
  const formRef = useRef<HTMLFormElement>(null)
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const { errors: found, body } = check(new FormData(e.currentTarget))
    const shown = Object.fromEntries(Object.entries(found).filter(([, v]) => v))
    setErrors(shown)
    if (Object.keys(shown).length) return
    try {
      await send(body)
    } catch (err) {
      setErrors(serverErrors(err, fields))
    }
  }
  /** For a "send code" button: the form's current values, and a way to show why it failed. */
  const current = () => new FormData(formRef.current ?? undefined)
  const fail = (field: string, key: string) => setErrors((e) => ({ ...e, [field]: key }))
  const failFrom = (err: unknown) => setErrors((e) => ({ ...e, ...serverErrors(err, fields) }))
  return { errors, submit, formRef, current, fail, failFrom }
}
