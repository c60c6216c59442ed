import { Trans, useLingui } from '@lingui/react/macro'
import { CONTENT_LANGUAGES, type ContentLanguage } from '#contract/backofficeRoles.ts'
import type { NoticeRow } from '#contract/notices.ts'
import { Checkbox, Field } from '../../../components/Field/index.tsx'
import { LOCALES } from '../../../i18n/locales.ts'
import styles from '../Backoffice.module.css'
import { fromLocalInput, toLocalInput } from '../content/time.ts'
import { ReasonDialog } from '../ReasonDialog.tsx'
import { useSaveNotice } from './api.ts'

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim()

/**
 * Adds an announcement or edits one: site-wide or a notice, pinned, a pop-up shown once per
 * device, on or off, an optional from–until window, and its title and text in each language
 * (English required; a language left empty shows the English).
 */
export function NoticeDialog({
  notice,
  onClose,
  onDone,
}: {
  notice: NoticeRow | null
  onClose(): void
  onDone(): void
}) {
  const { t } = useLingui()
  const save = useSaveNotice()
  const submit = (reason: string, form: FormData) => {
    const title: Partial<Record<ContentLanguage, string>> = {}
    const body: Partial<Record<ContentLanguage, string>> = {}
    for (const lang of CONTENT_LANGUAGES) {
      if (text(form, `title.${lang}`)) title[lang] = text(form, `title.${lang}`)
      if (text(form, `body.${lang}`)) body[lang] = text(form, `body.${lang}`)
    }
    save.mutate(
      {
        id: notice?.id ?? null,
        kind: form.get('kind') === 'notice' ? 'notice' : 'public',
        pinned: form.get('pinned') === 'on',
        popup: form.get('popup') === 'on',
        active: form.get('active') === 'on',
        startsAt: fromLocalInput(text(form, 'startsAt')),
        endsAt: fromLocalInput(text(form, 'endsAt')),
        title: title as Record<string, string>,
        body: body as Record<string, string>,
        reason,
      },
      { onSuccess: onDone },
    )
  }
  return (
    <ReasonDialog
      title={
        notice
          ? t({ id: 'bo.notices.edit', message: 'Edit announcement' })
          : t({ id: 'bo.notices.add', message: 'Add announcement' })
      }
      confirm={<Trans id="bo.notices.save">Save announcement</Trans>}
      pending={save.isPending}
      error={save.error}
      onClose={onClose}
      onSubmit={submit}
    >
      <label className={styles.selectField}>
        <Trans id="bo.notices.kind">Where it shows</Trans>
        <select name="kind" defaultValue={notice?.kind ?? 'public'} className={styles.select}>
          <option value="public">{t({ id: 'bo.notices.kind.public', message: 'Site announcement' })}</option>
          <option value="notice">{t({ id: 'bo.notices.kind.notice', message: 'Notice' })}</option>
        </select>
      </label>
      <Checkbox
        name="pinned"
        label={t({ id: 'bo.notices.pinned', message: 'Pinned (listed first)' })}
        defaultChecked={notice?.pinned ?? false}
      />
      <Checkbox
        name="popup"
        label={t({ id: 'bo.notices.popup', message: 'Pop-up (opens once per player and device)' })}
        defaultChecked={notice?.popup ?? false}
      />
      <Checkbox
        name="active"
        label={t({ id: 'bo.notices.active', message: 'Shown to players' })}
        defaultChecked={notice?.active ?? true}
      />
      <Field
        name="startsAt"
        type="datetime-local"
        label={t({ id: 'bo.content.from', message: 'Shown from (your time zone; empty: now)' })}
        defaultValue={toLocalInput(notice?.startsAt ?? null)}
      />
      <Field
        name="endsAt"
        type="datetime-local"
        label={t({ id: 'bo.content.until', message: 'Shown until (empty: no end)' })}
        defaultValue={toLocalInput(notice?.endsAt ?? null)}
      />
      {CONTENT_LANGUAGES.map((lang) => (
        <fieldset key={lang} className={styles.fieldset} lang={lang}>
          <legend>{LOCALES[lang]}</legend>
          <Field
            name={`title.${lang}`}
            label={t({ id: 'bo.content.title', message: 'Title' })}
            defaultValue={notice?.title[lang] ?? ''}
            maxLength={120}
            required={lang === 'en'}
          />
          <label className={styles.selectField}>
            <Trans id="bo.notices.text">Text</Trans>
            <textarea
              name={`body.${lang}`}
              className={styles.textarea}
              defaultValue={notice?.body[lang] ?? ''}
              maxLength={4000}
              rows={3}
              required={lang === 'en'}
            />
          </label>
        </fieldset>
      ))}
    </ReasonDialog>
  )
}
