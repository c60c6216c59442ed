import { Trans, useLingui } from '@lingui/react/macro'
import { CONTENT_LANGUAGES } from '#contract/backofficeRoles.ts'
import type { NoticeRow } from '#contract/notices.ts'
import { Checkbox, Field } from '../../../components/Field/index.tsx'
import { LOCALES } from '../../../i18n/locales.ts'
import styles from '../Backoffice.module.css'
import { SaveDialog, WindowFields } from '../resource/fields.tsx'
import { perLanguage, shownFields } from '../resource/form.ts'
import { Select } from '../Select.tsx'
import { useSaveNotice } from './api.ts'

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
  return (
    <SaveDialog
      title={
        notice
          ? t({ id: 'bo.notices.edit', message: 'Edit announcement' })
          : t({ id: 'bo.notices.add', message: 'Add announcement' })
      }
      confirm={<Trans id="bo.notices.save">Save announcement</Trans>}
      save={save}
      body={(form, reason) => ({
        id: notice?.id ?? null,
        kind: (form.get('kind') === 'notice' ? 'notice' : 'public') as NoticeRow['kind'],
        pinned: form.get('pinned') === 'on',
        popup: form.get('popup') === 'on',
        ...shownFields(form),
        body: perLanguage(form, 'body'),
        reason,
      })}
      fieldErrors={false}
      onClose={onClose}
      onDone={onDone}
    >
      {() => (
        <>
          <Select
            name="kind"
            label={<Trans id="bo.notices.kind">Where it shows</Trans>}
            value={notice?.kind ?? 'public'}
            options={[
              { value: 'public', label: t({ id: 'bo.notices.kind.public', message: 'Site announcement' }) },
              { value: 'notice', label: t({ id: 'bo.notices.kind.notice', message: 'Notice' }) },
            ]}
          />
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
          <WindowFields startsAt={notice?.startsAt ?? null} endsAt={notice?.endsAt ?? null} />
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
        </>
      )}
    </SaveDialog>
  )
}
