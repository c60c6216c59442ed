import { Trans, useLingui } from '@lingui/react/macro'
import type { AdInput, AdPlacement } from '#contract/notices.ts'
import { Checkbox } from '../../../components/Field/index.tsx'
import { LinkFields, SaveDialog, TitleFields } from '../resource/fields.tsx'
import { perLanguage, text } from '../resource/form.ts'
import { useSaveAd } from './api.ts'

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
  const read = (form: FormData): AdInput => ({
    pic: text(form, 'pic'),
    url: text(form, 'url'),
    active: form.get('active') === 'on',
    title: perLanguage(form, 'title') as AdInput['title'],
  })
  return (
    <SaveDialog
      title={t({ id: 'bo.ads.editTitle', message: `Ad: ${name}` })}
      confirm={<Trans id="bo.ads.save">Save ad</Trans>}
      save={save}
      body={(form, reason) => ({ placement, ad: read(form), reason })}
      prefix="ad."
      onClose={onClose}
      onDone={onDone}
    >
      {(errorAt) => (
        <>
          <LinkFields pic={ad?.pic ?? ''} url={ad?.url ?? ''} errorAt={errorAt} />
          <Checkbox
            name="active"
            label={t({ id: 'bo.ads.active', message: 'Shown to players' })}
            defaultChecked={ad?.active ?? true}
          />
          <TitleFields
            values={ad?.title as Record<string, string> | undefined}
            maxLength={120}
            errorAt={errorAt}
          />
        </>
      )}
    </SaveDialog>
  )
}
