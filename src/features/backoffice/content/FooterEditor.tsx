import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  type FooterTexts,
  type SiteContent,
} from '#contract/backofficeRoles.ts'
import { Button } from '../../../components/Button/index.tsx'
import { Field } from '../../../components/Field/index.tsx'
import { LOCALES } from '../../../i18n/locales.ts'
import styles from '../Backoffice.module.css'
import { ReasonDialog } from '../ReasonDialog.tsx'
import { Select } from '../Select.tsx'
import { useSaveFooter } from './api.ts'

const TEXTS = ['about', 'sponsorship', 'responsibleGaming'] as const
const LIMITS = { about: 1000, sponsorship: 500, responsibleGaming: 1000 }

/**
 * The footer's texts and copyright line, one language at a time. A language with every field
 * left empty is removed, and its players read the English footer.
 */
export function FooterEditor({
  footer,
  onSaved,
}: {
  footer: SiteContent['footer']
  onSaved(note: string): void
}) {
  const { t, i18n } = useLingui()
  // Opens on the operator's own language, the one they are most likely to write.
  const [lang, setLang] = useState<ContentLanguage>(
    () => CONTENT_LANGUAGES.find((l) => l === i18n.locale) ?? 'en',
  )
  const [pending, setPending] = useState<FooterTexts | null>(null)
  const save = useSaveFooter()
  const current = footer[lang]
  const labels = {
    about: t({ id: 'bo.content.about', message: 'About the site' }),
    sponsorship: t({ id: 'bo.content.sponsorship', message: 'Sponsorship' }),
    responsibleGaming: t({ id: 'bo.content.responsibleGaming', message: 'Responsible gaming' }),
  }
  const language = LOCALES[lang]

  const review = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    const read = (name: string) => String(form.get(name) ?? '').trim()
    save.reset()
    setPending({
      about: read('about'),
      sponsorship: read('sponsorship'),
      responsibleGaming: read('responsibleGaming'),
      copyright: read('copyright'),
    })
  }
  const submit = (reason: string) => {
    if (!pending) return
    const next: Partial<Record<ContentLanguage, FooterTexts>> = { ...footer }
    if (lang !== 'en' && Object.values(pending).every((v) => v === '')) delete next[lang]
    else next[lang] = pending
    save.mutate(
      { footer: next, reason },
      {
        onSuccess: () => {
          setPending(null)
          onSaved(t({ id: 'bo.content.footerSaved', message: `The footer in ${language} was saved.` }))
        },
      },
    )
  }

  return (
    <>
      <Select
        label={t({ id: 'bo.content.language', message: 'Language' })}
        value={lang}
        onChange={(v) => setLang(CONTENT_LANGUAGES.find((l) => l === v) ?? 'en')}
        options={CONTENT_LANGUAGES.map((l) => ({ value: l, label: LOCALES[l] }))}
      />
      {lang !== 'en' && !current ? (
        <p className={styles.muted}>
          <Trans id="bo.content.footerFallback">
            Not written in this language yet: its players read the English footer.
          </Trans>
        </p>
      ) : null}
      <form key={lang} onSubmit={review} lang={lang} noValidate>
        {TEXTS.map((name) => (
          <TextArea
            key={name}
            name={name}
            label={labels[name]}
            value={current?.[name] ?? ''}
            max={LIMITS[name]}
          />
        ))}
        <Field
          name="copyright"
          label={t({ id: 'bo.content.copyright', message: 'Copyright line' })}
          defaultValue={current?.copyright ?? ''}
          maxLength={200}
        />
        <div className={styles.rowActions}>
          <Button type="submit" variant="primary">
            <Trans id="bo.content.saveFooter">Save footer</Trans>
          </Button>
        </div>
      </form>
      {pending ? (
        <ReasonDialog
          title={t({ id: 'bo.content.saveFooterTitle', message: `Save the footer in ${language}?` })}
          body={t({ id: 'bo.content.saveFooterBody', message: 'Players see it within 10 minutes.' })}
          confirm={<Trans id="bo.content.saveFooter">Save footer</Trans>}
          pending={save.isPending}
          error={save.error}
          onClose={() => setPending(null)}
          onSubmit={submit}
        />
      ) : null}
    </>
  )
}

function TextArea({ name, label, value, max }: { name: string; label: string; value: string; max: number }) {
  const id = useId()
  return (
    <div className={styles.selectField}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} name={name} className={styles.textarea} defaultValue={value} maxLength={max} />
    </div>
  )
}
