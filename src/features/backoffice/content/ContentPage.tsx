import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { SLIDE_COLUMNS } from '#contract/backoffice.ts'
import type { SiteContent, SlideRow } from '#contract/backofficeRoles.ts'
import styles from '../Backoffice.module.css'
import { Loaded, Notice } from '../Loaded.tsx'
import { Shown, Thumb } from '../resource/DataTable.tsx'
import { EDIT, REMOVE, ResourceList } from '../resource/ResourceList.tsx'
import { useShortTime } from '../resource/time.ts'
import { AdsEditor } from './AdsEditor.tsx'
import { useRemoveSlide, useSiteContent } from './api.ts'
import { FooterEditor } from './FooterEditor.tsx'
import { SlideDialog } from './SlideDialog.tsx'

const slidesOf = (content: SiteContent) => content.slides

/**
 * Marketing and admins: the home page's slideshow, the footer's texts and the ad placements. Players read the same
 * rows, so a saved change shows on their next visit; every change asks why and is audited.
 */
export function ContentPage() {
  const { t, i18n } = useLingui()
  const content = useSiteContent()
  const remove = useRemoveSlide()
  const [notice, setNotice] = useState<string | null>(null)
  const when = useShortTime()
  const footerHeading = t({ id: 'bo.content.footer', message: 'Footer' })
  const titleOf = (s: SlideRow) => s.title[i18n.locale as keyof typeof s.title] ?? s.title.en ?? ''
  const windowOf = (s: SlideRow) => {
    const start = s.startsAt ? when.format(new Date(s.startsAt)) : null
    const end = s.endsAt ? when.format(new Date(s.endsAt)) : null
    return [
      start ? t({ id: 'bo.content.fromDate', message: `from ${start}` }) : '',
      end ? t({ id: 'bo.content.untilDate', message: `until ${end}` }) : '',
    ]
      .filter(Boolean)
      .join(' ')
  }
  const nextSort = Math.max(-1, ...(content.data?.slides.map((s) => s.sort) ?? [])) + 1

  return (
    <>
      <h1 className={styles.title}>
        <Trans id="bo.content.pageTitle">Site content</Trans>
      </h1>
      <Notice text={notice} />
      <ResourceList
        heading={t({ id: 'bo.content.slides', message: 'Home slideshow' })}
        level={2}
        create={{ label: <Trans id="bo.content.addSlide">Add slide</Trans>, primary: true }}
        query={content}
        rows={slidesOf}
        rowKey={(s) => s.id}
        columns={SLIDE_COLUMNS}
        cells={{
          pic: (s) => <Thumb src={s.pic} />,
          title: titleOf,
          url: (s) => s.url,
          sort: (s) => s.sort,
          shown: (s) => <Shown active={s.active} window={windowOf(s)} />,
        }}
        empty={<Trans id="bo.content.noSlides">No slides: the home page shows none.</Trans>}
        edit={{
          label: EDIT,
          name: (s) => {
            const title = titleOf(s)
            return t({ id: 'bo.content.editFor', message: `Edit slide ${title}` })
          },
        }}
        remove={{
          label: REMOVE,
          name: (s) => {
            const title = titleOf(s)
            return t({ id: 'bo.content.removeFor', message: `Remove slide ${title}` })
          },
          title: () => t({ id: 'bo.content.removeTitle', message: 'Remove this slide?' }),
          body: (s) => s.title.en,
          mutation: remove,
          run: (s, reason, onSuccess) => remove.mutate({ id: s.id, reason }, { onSuccess }),
          done: () => t({ id: 'bo.content.slideRemoved', message: 'The slide was removed.' }),
        }}
        form={({ row, close, done }) => (
          <SlideDialog slide={row} nextSort={nextSort} onClose={close} onDone={done} />
        )}
        saved={() => t({ id: 'bo.content.slideSaved', message: 'The slide was saved.' })}
        onNote={setNotice}
      />
      <section className={styles.section} aria-label={footerHeading}>
        <h2 className={styles.subtitle}>{footerHeading}</h2>
        <Loaded query={content} rows={4}>
          {(data) => (
            <div className={styles.contentForm}>
              <FooterEditor footer={data.footer} onSaved={setNotice} />
            </div>
          )}
        </Loaded>
      </section>
      <AdsEditor onSaved={setNotice} />
    </>
  )
}
