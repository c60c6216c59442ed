import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { SlideRow } from '#contract/backofficeRoles.ts'
import { Button } from '../../../components/Button/index.tsx'
import styles from '../Backoffice.module.css'
import { Loaded, Notice } from '../Loaded.tsx'
import { ReasonDialog } from '../ReasonDialog.tsx'
import { Td } from '../Table.tsx'
import { AdsEditor } from './AdsEditor.tsx'
import { useRemoveSlide, useSiteContent } from './api.ts'
import { FooterEditor } from './FooterEditor.tsx'
import { SlideDialog } from './SlideDialog.tsx'

type Editing = { kind: 'add' } | { kind: 'edit'; slide: SlideRow } | { kind: 'remove'; slide: SlideRow }

/**
 * Marketing and admins: the home page's slideshow, the footer's texts and the ad placements. Players read the same
 * rows, so a saved change shows on their next visit; every change asks why and is audited.
 */
export function ContentPage() {
  const { t, i18n } = useLingui()
  const content = useSiteContent()
  const remove = useRemoveSlide()
  const [editing, setEditing] = useState<Editing | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
  const label = {
    image: t({ id: 'bo.content.imageColumn', message: 'Image' }),
    title: t({ id: 'bo.content.title', message: 'Title' }),
    link: t({ id: 'bo.content.link', message: 'Link' }),
    order: t({ id: 'bo.content.orderColumn', message: 'Order' }),
    shown: t({ id: 'bo.content.shown', message: 'Shown' }),
    actions: t({ id: 'bo.operators.actions', message: 'Actions' }),
  }
  const slidesHeading = t({ id: 'bo.content.slides', message: 'Home slideshow' })
  const footerHeading = t({ id: 'bo.content.footer', message: 'Footer' })
  const done = (note: string) => {
    setEditing(null)
    setNotice(note)
  }
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

  return (
    <>
      <h1 className={styles.title}>
        <Trans id="bo.content.pageTitle">Site content</Trans>
      </h1>
      <Notice text={notice} />
      <Loaded query={content} rows={4}>
        {(data) => (
          <>
            <section className={styles.section} aria-label={slidesHeading}>
              <div className={styles.titleRow}>
                <h2 className={styles.subtitle}>{slidesHeading}</h2>
                <Button variant="primary" onClick={() => setEditing({ kind: 'add' })}>
                  <Trans id="bo.content.addSlide">Add slide</Trans>
                </Button>
              </div>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption className="visually-hidden">{slidesHeading}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{label.image}</th>
                      <th scope="col">{label.title}</th>
                      <th scope="col">{label.link}</th>
                      <th scope="col" className={styles.num}>
                        {label.order}
                      </th>
                      <th scope="col">{label.shown}</th>
                      <th scope="col">{label.actions}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.slides.length === 0 ? (
                      <tr>
                        <td colSpan={6} className={styles.muted}>
                          <Trans id="bo.content.noSlides">No slides: the home page shows none.</Trans>
                        </td>
                      </tr>
                    ) : null}
                    {data.slides.map((s) => {
                      const title = s.title[i18n.locale as keyof typeof s.title] ?? s.title.en ?? ''
                      return (
                        <tr key={s.id}>
                          <Td label={label.image}>
                            <img src={s.pic} alt="" className={styles.thumb} width={96} height={36} />
                          </Td>
                          <Td label={label.title}>{title}</Td>
                          <Td label={label.link} className={styles.breakAll}>
                            {s.url}
                          </Td>
                          <Td label={label.order} className={`${styles.num} tabular`}>
                            {s.sort}
                          </Td>
                          <Td label={label.shown}>
                            <span className={styles.pill} data-game-status={s.active ? 1 : 2}>
                              {s.active
                                ? t({ id: 'bo.content.on', message: 'On' })
                                : t({ id: 'bo.content.off', message: 'Off' })}
                            </span>{' '}
                            {windowOf(s)}
                          </Td>
                          <Td label={label.actions}>
                            <span className={`${styles.rowActions} ${styles.slideActions}`}>
                              <Button
                                onClick={() => setEditing({ kind: 'edit', slide: s })}
                                aria-label={t({ id: 'bo.content.editFor', message: `Edit slide ${title}` })}
                              >
                                <Trans id="bo.content.edit">Edit</Trans>
                              </Button>
                              <Button
                                variant="danger"
                                onClick={() => {
                                  remove.reset()
                                  setEditing({ kind: 'remove', slide: s })
                                }}
                                aria-label={t({
                                  id: 'bo.content.removeFor',
                                  message: `Remove slide ${title}`,
                                })}
                              >
                                <Trans id="bo.content.remove">Remove</Trans>
                              </Button>
                            </span>
                          </Td>
                        </tr>
                      )
                    })}
                  </tbody>
                </table>
              </div>
            </section>
            <section className={styles.section} aria-label={footerHeading}>
              <h2 className={styles.subtitle}>{footerHeading}</h2>
              <div className={styles.contentForm}>
                <FooterEditor footer={data.footer} onSaved={setNotice} />
              </div>
            </section>
          </>
        )}
      </Loaded>
      <AdsEditor onSaved={setNotice} />

      {editing?.kind === 'add' || editing?.kind === 'edit' ? (
        <SlideDialog
          slide={editing.kind === 'edit' ? editing.slide : null}
          nextSort={Math.max(-1, ...(content.data?.slides.map((s) => s.sort) ?? [])) + 1}
          onClose={() => setEditing(null)}
          onDone={() => done(t({ id: 'bo.content.slideSaved', message: 'The slide was saved.' }))}
        />
      ) : null}
      {editing?.kind === 'remove' ? (
        <ReasonDialog
          title={t({ id: 'bo.content.removeTitle', message: 'Remove this slide?' })}
          body={editing.slide.title.en}
          confirm={<Trans id="bo.content.remove">Remove</Trans>}
          danger
          pending={remove.isPending}
          error={remove.error}
          onClose={() => setEditing(null)}
          onSubmit={(reason) =>
            remove.mutate(
              { id: editing.slide.id, reason },
              {
                onSuccess: () =>
                  done(t({ id: 'bo.content.slideRemoved', message: 'The slide was removed.' })),
              },
            )
          }
        />
      ) : null}
    </>
  )
}
