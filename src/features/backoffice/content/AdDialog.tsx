import { Trans, useLingui } from '@lingui/react/macro'
import { CONTENT_LANGUAGES, type ContentLanguage } from '#contract/backofficeRoles.ts'
import type { AdInput, AdPlacement } from '#contract/notices.ts'
import { ApiError } from '../../../api/errors.ts'
import { Checkbox, Field } from '../../../components/Field/index.tsx'
import { LOCALES } from '../../../i18n/locales.ts'
import styles from '../Backoffice.module.css'
import { ReasonDialog, useProblem } from '../ReasonDialog.tsx'
import { useSaveAd } from './api.ts'

const fieldOf = (error: unknown) =>
  error instanceof ApiError ? ((error.data as { field?: string } | null)?.field ?? null) : null
const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim()

/**
 * Sets one placement's ad: its image and link (a path on the site or an https address), on or off,
 * and its title per language (English required; an empty language shows the English title).
 * The server's field name for a refused value is `ad.pic`, `ad.title.en`, …
 */
export function AdDialog({
  placement,
  name,
  ad,
  onClose,
  onDone,
}: {
  placement: AdPlacement
  name: string
  ad: AdInput | null
  onClose(): void
  onDone(): void
}) {
  const { t } = useLingui()
  const save = useSaveAd()
  const problem = useProblem()
  const field = fieldOf(save.error)
  const errorAt = (key: string) => (field === `ad.${key}` ? problem(save.error) : undefined)
  const submit = (reason: string, form: FormData) => {
    const title: Partial<Record<ContentLanguage, string>> = {}
    for (const lang of CONTENT_LANGUAGES) {
      const value = text(form, `title.${lang}`)
      if (value) title[lang] = value
    }
    const next = {
      pic: text(form, 'pic'),
      url: text(form, 'url'),
      active: form.get('active') === 'on',
      title: title as AdInput['title'],
    }
    save.mutate({ placement, ad: next, reason }, { onSuccess: onDone })
  }
  const linkHint = t({
    id: 'bo.content.linkHint',
    message: 'A path on this site (/…) or an https:// address',
  })
  return (
    <ReasonDialog
      title={t({ id: 'bo.ads.editTitle', message: `Ad: ${name}` })}
      confirm={<Trans id="bo.ads.save">Save ad</Trans>}
      pending={save.isPending}
      error={field ? null : save.error}
      onClose={onClose}
      onSubmit={submit}
    >
      <Field
        name="pic"
        label={t({ id: 'bo.content.image', message: 'Image address' })}
        defaultValue={ad?.pic ?? ''}
        placeholder={linkHint}
        autoComplete="off"
        spellCheck={false}
        maxLength={500}
        error={errorAt('pic')}
      />
      <Field
        name="url"
        label={t({ id: 'bo.content.link', message: 'Link' })}
        defaultValue={ad?.url ?? ''}
        placeholder={linkHint}
        autoComplete="off"
        spellCheck={false}
        maxLength={500}
        error={errorAt('url')}
      />
      <Checkbox
        name="active"
        label={t({ id: 'bo.ads.active', message: 'Shown to players' })}
        defaultChecked={ad?.active ?? true}
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
            defaultValue={(ad?.title as Record<string, string | undefined> | undefined)?.[lang] ?? ''}
            maxLength={120}
            required={lang === 'en'}
            error={errorAt(`title.${lang}`)}
          />
        ))}
      </fieldset>
    </ReasonDialog>
  )
}
