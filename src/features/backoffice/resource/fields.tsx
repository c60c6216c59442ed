import { Trans, useLingui } from '@lingui/react/macro'
import type { ComponentProps, ReactNode } from 'react'
import { CONTENT_LANGUAGES } from '#contract/backofficeRoles.ts'
import { Field } from '../../../components/Field/index.tsx'
import { LOCALES } from '../../../i18n/locales.ts'
import styles from '../Backoffice.module.css'
import { ReasonDialog, useProblem } from '../ReasonDialog.tsx'
import { fieldOf } from './form.ts'
import { toLocalInput } from './time.ts'

type ErrorAt = (name: string) => string | undefined

/**
 * The server's refusal of a change, shown at the field it names (`prefix` + the form's name, as
 * `ad.pic`), or, when it names none, for the dialog to show as a whole (`general`).
 */
export function useFieldErrors(error: unknown, prefix = '') {
  const problem = useProblem()
  const field = fieldOf(error)
  const errorAt: ErrorAt = (name) => (field === `${prefix}${name}` ? problem(error) : undefined)
  return { errorAt, general: field ? null : error }
}

/** A whole number within its bounds (an order, a level, a percentage, days), with a number pad. */
export function WholeField({
  min,
  max,
  ...rest
}: ComponentProps<typeof Field> & { min: number; max: number }) {
  return <Field type="number" inputMode="numeric" min={min} max={max} {...rest} />
}

/** The image address and the link: a path on this site or an https address. */
export function LinkFields({ pic, url, errorAt }: { pic: string; url: string; errorAt: ErrorAt }) {
  const { t } = useLingui()
  const hint = t({ id: 'bo.content.linkHint', message: 'A path on this site (/…) or an https:// address' })
  const link = (name: string, label: string, value: string) => (
    <Field
      name={name}
      label={label}
      defaultValue={value}
      placeholder={hint}
      autoComplete="off"
      spellCheck={false}
      maxLength={500}
      error={errorAt(name)}
    />
  )
  return (
    <>
      {link('pic', t({ id: 'bo.content.image', message: 'Image address' }), pic)}
      {link('url', t({ id: 'bo.content.link', message: 'Link' }), url)}
    </>
  )
}

/** From when until when players see it, in the operator's time zone; empty is no limit. */
export function WindowFields({
  startsAt,
  endsAt,
  errorAt,
}: {
  startsAt: string | null
  endsAt: string | null
  errorAt?: ErrorAt
}) {
  const { t } = useLingui()
  return (
    <>
      <Field
        name="startsAt"
        type="datetime-local"
        label={t({ id: 'bo.content.from', message: 'Shown from (your time zone; empty: now)' })}
        defaultValue={toLocalInput(startsAt)}
        error={errorAt?.('startsAt')}
      />
      <Field
        name="endsAt"
        type="datetime-local"
        label={t({ id: 'bo.content.until', message: 'Shown until (empty: no end)' })}
        defaultValue={toLocalInput(endsAt)}
        error={errorAt?.('endsAt')}
      />
    </>
  )
}

/**
 * A title in each language the site shows (English required; a language left empty shows the
 * English), each field named `title.<lang>` and marked with its language.
 */
export function TitleFields({
  values,
  maxLength,
  errorAt,
}: {
  values: Partial<Record<string, string>> | undefined
  maxLength: number
  errorAt: ErrorAt
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>
        <Trans id="bo.content.titles">Title and image description, per language</Trans>
      </legend>
      <p className={styles.muted}>
        <Trans id="bo.content.titlesHint">
          English is required; a language left empty shows the English title.
        </Trans>
      </p>
      {CONTENT_LANGUAGES.map((lang) => (
        <Field
          key={lang}
          name={`title.${lang}`}
          lang={lang}
          label={LOCALES[lang]}
          defaultValue={values?.[lang] ?? ''}
          maxLength={maxLength}
          required={lang === 'en'}
          error={errorAt(`title.${lang}`)}
        />
      ))}
    </fieldset>
  )
}

/**
 * A resource's create or edit dialog: its fields (`children`, given where the server's refusal of
 * one of them shows), the reason, and Save, which sends what `body` reads from the form once and
 * calls `onDone` when the server kept it. `prefix` is how the server names the fields (`ad.`);
 * `fieldErrors` false shows every refusal above the buttons.
 */
export function SaveDialog<B>({
  title,
  confirm,
  save,
  body,
  prefix,
  fieldErrors = true,
  onClose,
  onDone,
  children,
}: {
  title: string
  confirm: ReactNode
  save: { mutate(body: B, options: { onSuccess(): void }): void; isPending: boolean; error: unknown }
  body(form: FormData, reason: string): B
  prefix?: string
  fieldErrors?: boolean
  onClose(): void
  onDone(): void
  children(errorAt: ErrorAt): ReactNode
}) {
  const { errorAt, general } = useFieldErrors(save.error, prefix)
  return (
    <ReasonDialog
      title={title}
      confirm={confirm}
      pending={save.isPending}
      error={fieldErrors ? general : save.error}
      onClose={onClose}
      onSubmit={(reason, form) => save.mutate(body(form, reason), { onSuccess: onDone })}
    >
      {children(errorAt)}
    </ReasonDialog>
  )
}
