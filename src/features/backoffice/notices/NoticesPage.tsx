import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { NoticeRow } from '#contract/notices.ts'
import { Button } from '../../../components/Button/index.tsx'
import styles from '../Backoffice.module.css'
import { Loaded, Notice } from '../Loaded.tsx'
import { ReasonDialog } from '../ReasonDialog.tsx'
import { Td } from '../Table.tsx'
import { useNotices, useRemoveNotice } from './api.ts'
import { MessageDialog } from './MessageDialog.tsx'
import { NoticeDialog } from './NoticeDialog.tsx'

type Editing =
  | { kind: 'add' }
  | { kind: 'edit'; notice: NoticeRow }
  | { kind: 'remove'; notice: NoticeRow }
  | { kind: 'message' }

/**
 * Marketing and admins: announcements (site-wide or notices, per language, scheduled, pinned or a
 * pop-up) and private messages to a player or a segment. Every change asks why and is audited.
 */
export function NoticesPage() {
  const { t, i18n } = useLingui()
  const notices = useNotices()
  const remove = useRemoveNotice()
  const [editing, setEditing] = useState<Editing | null>(null)
  const [note, setNote] = useState<string | null>(null)
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
  const label = {
    title: t({ id: 'bo.content.title', message: 'Title' }),
    kind: t({ id: 'bo.notices.kind', message: 'Where it shows' }),
    shown: t({ id: 'bo.content.shown', message: 'Shown' }),
    actions: t({ id: 'bo.operators.actions', message: 'Actions' }),
  }
  const heading = t({ id: 'bo.notices.list', message: 'Announcements' })
  const done = (text: string) => {
    setEditing(null)
    setNote(text)
  }
  const windowOf = (n: NoticeRow) =>
    [n.startsAt ? when.format(new Date(n.startsAt)) : '', n.endsAt ? when.format(new Date(n.endsAt)) : '']
      .filter(Boolean)
      .join(' – ')

  return (
    <>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>
          <Trans id="bo.page.notices">Announcements and messages</Trans>
        </h1>
        <Button variant="primary" onClick={() => setEditing({ kind: 'message' })}>
          <Trans id="bo.messages.send">Send a private message</Trans>
        </Button>
      </div>
      <Notice text={note} />
      <Loaded query={notices} rows={4}>
        {(rows) => (
          <section className={styles.section} aria-label={heading}>
            <div className={styles.titleRow}>
              <h2 className={styles.subtitle}>{heading}</h2>
              <Button onClick={() => setEditing({ kind: 'add' })}>
                <Trans id="bo.notices.add">Add announcement</Trans>
              </Button>
            </div>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className="visually-hidden">{heading}</caption>
                <thead>
                  <tr>
                    <th scope="col">{label.title}</th>
                    <th scope="col">{label.kind}</th>
                    <th scope="col">{label.shown}</th>
                    <th scope="col">{label.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.length === 0 ? (
                    <tr>
                      <td colSpan={4} className={styles.muted}>
                        <Trans id="bo.notices.none">No announcements yet.</Trans>
                      </td>
                    </tr>
                  ) : null}
                  {rows.map((n) => {
                    const title = n.title[i18n.locale] ?? n.title.en ?? ''
                    return (
                      <tr key={n.id}>
                        <Td label={label.title}>{title}</Td>
                        <Td label={label.kind}>
                          {n.kind === 'public'
                            ? t({ id: 'bo.notices.kind.public', message: 'Site announcement' })
                            : t({ id: 'bo.notices.kind.notice', message: 'Notice' })}
                          {n.pinned ? ` · ${t({ id: 'bo.notices.pinnedShort', message: 'pinned' })}` : ''}
                          {n.popup ? ` · ${t({ id: 'bo.notices.popupShort', message: 'pop-up' })}` : ''}
                        </Td>
                        <Td label={label.shown}>
                          <span className={styles.pill} data-game-status={n.active ? 1 : 2}>
                            {n.active
                              ? t({ id: 'bo.content.on', message: 'On' })
                              : t({ id: 'bo.content.off', message: 'Off' })}
                          </span>{' '}
                          {windowOf(n)}
                        </Td>
                        <Td label={label.actions}>
                          <span className={`${styles.rowActions} ${styles.slideActions}`}>
                            <Button
                              onClick={() => setEditing({ kind: 'edit', notice: n })}
                              aria-label={t({ id: 'bo.notices.editFor', message: `Edit ${title}` })}
                            >
                              <Trans id="bo.content.edit">Edit</Trans>
                            </Button>
                            <Button
                              variant="danger"
                              onClick={() => {
                                remove.reset()
                                setEditing({ kind: 'remove', notice: n })
                              }}
                              aria-label={t({ id: 'bo.notices.removeFor', message: `Remove ${title}` })}
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
        )}
      </Loaded>
      {editing?.kind === 'add' || editing?.kind === 'edit' ? (
        <NoticeDialog
          notice={editing.kind === 'edit' ? editing.notice : null}
          onClose={() => setEditing(null)}
          onDone={() => done(t({ id: 'bo.notices.saved', message: 'The announcement was saved.' }))}
        />
      ) : null}
      {editing?.kind === 'message' ? (
        <MessageDialog
          onClose={() => setEditing(null)}
          onDone={(sent) =>
            done(
              t({
                id: 'bo.messages.sent',
                message: `The message was delivered to ${sent.recipients} players.`,
              }),
            )
          }
        />
      ) : null}
      {editing?.kind === 'remove' ? (
        <ReasonDialog
          title={t({ id: 'bo.notices.removeTitle', message: 'Remove this announcement?' })}
          body={editing.notice.title.en}
          confirm={<Trans id="bo.content.remove">Remove</Trans>}
          danger
          pending={remove.isPending}
          error={remove.error}
          onClose={() => setEditing(null)}
          onSubmit={(reason) =>
            remove.mutate(
              { id: editing.notice.id, reason },
              {
                onSuccess: () =>
                  done(t({ id: 'bo.notices.removed', message: 'The announcement was removed.' })),
              },
            )
          }
        />
      ) : null}
    </>
  )
}
