import { Trans, useLingui } from '@lingui/react/macro'
import type { SlideRow } from '#contract/backofficeRoles.ts'
import { Checkbox } from '../../../components/Field/index.tsx'
import { LinkFields, SaveDialog, TitleFields, WholeField, WindowFields } from '../resource/fields.tsx'
import { shownFields, text } from '../resource/form.ts'
import { useSaveSlide } from './api.ts'

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
  onDone(): void
}) {
  const { t } = useLingui()
  const save = useSaveSlide()
  const add = t({ id: 'bo.content.addSlide', message: 'Add slide' })
  return (
    <SaveDialog
      title={slide ? t({ id: 'bo.content.editSlide', message: 'Edit slide' }) : add}
      confirm={<Trans id="bo.content.saveSlide">Save slide</Trans>}
      save={save}
      body={(form, reason) => ({
        id: slide?.id ?? null,
        pic: text(form, 'pic'),
        url: text(form, 'url'),
        sort: Number(text(form, 'sort') || '0'),
        ...shownFields(form),
        reason,
      })}
      onClose={onClose}
      onDone={onDone}
    >
      {(errorAt) => (
        <>
          <LinkFields pic={slide?.pic ?? ''} url={slide?.url ?? ''} errorAt={errorAt} />
          <WholeField
            name="sort"
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
          <WindowFields startsAt={slide?.startsAt ?? null} endsAt={slide?.endsAt ?? null} errorAt={errorAt} />
          <TitleFields values={slide?.title} maxLength={80} errorAt={errorAt} />
        </>
      )}
    </SaveDialog>
  )
}
