import { Trans, useLingui } from '@lingui/react/macro'
import { CONTENT_LANGUAGES, type ContentLanguage, type SlideRow } from '#contract/backofficeRoles.ts'
import { ApiError } from '../../../api/errors.ts'
import { Checkbox, Field } from '../../../components/Field/index.tsx'
import { LOCALES } from '../../../i18n/locales.ts'
import styles from '../Backoffice.module.css'
import { ReasonDialog, useProblem } from '../ReasonDialog.tsx'
import { useSaveSlide } from './api.ts'
import { fromLocalInput, toLocalInput } from './time.ts'

const fieldOf = (error: unknown) =>
  error instanceof ApiError ? ((error.data as { field?: string } | null)?.field ?? null) : null
const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim()

/**
 * Adds a slide or edits one: image and link (a path on the site or an https address), the order,
 * on or off, an optional from–until window, and the title in each language (English required; it
 * is also the image's description for screen readers).
 */
export function SlideDialog({
  slide,
  nextSort,
  onClose,
  onDone,
}: {
  slide: SlideRow | null
  nextSort: number
  onClose(): void
  onDone(slide: SlideRow): void
}) {
  const { t } = useLingui()
  const save = useSaveSlide()
  const problem = useProblem()
  const field = fieldOf(save.error)
  const errorAt = (name: string) => (field === name ? problem(save.error) : undefined)
  const submit = (reason: string, form: FormData) => {
    const title: Partial<Record<ContentLanguage, string>> = {}
    for (const lang of CONTENT_LANGUAGES) {
      const value = text(form, `title.${lang}`)
      if (value) title[lang] = value
    }
    save.mutate(
      {
        id: slide?.id ?? null,
        pic: text(form, 'pic'),
        url: text(form, 'url'),
        sort: Number(text(form, 'sort') || '0'),
        active: form.get('active') === 'on',
        startsAt: fromLocalInput(text(form, 'startsAt')),
        endsAt: fromLocalInput(text(form, 'endsAt')),
        title,
        reason,
      },
      { onSuccess: onDone },
    )
  }
  const linkHint = t({
    id: 'bo.content.linkHint',
    message: 'A path on this site (/…) or an https:// address',
  })
  return (
    <ReasonDialog
      title={
        slide
          ? t({ id: 'bo.content.editSlide', message: 'Edit slide' })
          : t({ id: 'bo.content.addSlide', message: 'Add slide' })
      }
      confirm={<Trans id="bo.content.saveSlide">Save slide</Trans>}
      pending={save.isPending}
      error={field ? null : save.error}
      onClose={onClose}
      onSubmit={submit}
    >
      <Field
        name="pic"
        label={t({ id: 'bo.content.image', message: 'Image address' })}
        defaultValue={slide?.pic ?? ''}
        placeholder={linkHint}
        autoComplete="off"
        spellCheck={false}
        maxLength={500}
        error={errorAt('pic')}
      />
      <Field
        name="url"
        label={t({ id: 'bo.content.link', message: 'Link' })}
        defaultValue={slide?.url ?? ''}
        placeholder={linkHint}
        autoComplete="off"
        spellCheck={false}
        maxLength={500}
        error={errorAt('url')}
      />
      <Field
        name="sort"
        type="number"
        inputMode="numeric"
        min={0}
        max={9999}
        label={t({ id: 'bo.content.order', message: 'Order (lowest first)' })}
        defaultValue={slide?.sort ?? nextSort}
        error={errorAt('sort')}
      />
      <Checkbox
        name="active"
        label={t({ id: 'bo.content.active', message: 'Shown on the home page' })}
        defaultChecked={slide?.active ?? true}
      />
      <Field
        name="startsAt"
        type="datetime-local"
        label={t({ id: 'bo.content.from', message: 'Shown from (your time zone; empty: now)' })}
        defaultValue={toLocalInput(slide?.startsAt ?? null)}
        error={errorAt('startsAt')}
      />
      <Field
        name="endsAt"
        type="datetime-local"
        label={t({ id: 'bo.content.until', message: 'Shown until (empty: no end)' })}
        defaultValue={toLocalInput(slide?.endsAt ?? null)}
        error={errorAt('endsAt')}
      />
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
            defaultValue={slide?.title[lang] ?? ''}
            maxLength={80}
            required={lang === 'en'}
            error={errorAt(`title.${lang}`)}
          />
        ))}
      </fieldset>
    </ReasonDialog>
  )
}
