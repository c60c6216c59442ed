import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { NOTICE_COLUMNS } from '#contract/backoffice.ts'
import type { NoticeRow } from '#contract/notices.ts'
import { Button } from '../../../components/Button/index.tsx'
import styles from '../Backoffice.module.css'
import { Notice } from '../Loaded.tsx'
import { Shown } from '../resource/DataTable.tsx'
import { EDIT, REMOVE, ResourceList } from '../resource/ResourceList.tsx'
import { useShortTime } from '../resource/time.ts'
import { useNotices, useRemoveNotice } from './api.ts'
import { MessageDialog } from './MessageDialog.tsx'
import { NoticeDialog } from './NoticeDialog.tsx'

const all = (rows: NoticeRow[]) => rows

/**
 * Marketing and admins: announcements (site-wide or notices, per language, scheduled, pinned or a
 * pop-up) and private messages to a player or a segment. Every change asks why and is audited.
 */
export function NoticesPage() {
  const { t, i18n } = useLingui()
  const notices = useNotices()
  const remove = useRemoveNotice()
  const [messaging, setMessaging] = useState(false)
  const [note, setNote] = useState<string | null>(null)
  const when = useShortTime()
  const titleOf = (n: NoticeRow) => n.title[i18n.locale] ?? n.title.en ?? ''
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
        <Button variant="primary" onClick={() => setMessaging(true)}>
          <Trans id="bo.messages.send">Send a private message</Trans>
        </Button>
      </div>
      <Notice text={note} />
      <ResourceList
        heading={t({ id: 'bo.notices.list', message: 'Announcements' })}
        level={2}
        create={{ label: <Trans id="bo.notices.add">Add announcement</Trans> }}
        query={notices}
        rows={all}
        rowKey={(n) => n.id}
        columns={NOTICE_COLUMNS}
        cells={{
          title: titleOf,
          kind: (n) => (
            <>
              {n.kind === 'public'
                ? t({ id: 'bo.notices.kind.public', message: 'Site announcement' })
                : t({ id: 'bo.notices.kind.notice', message: 'Notice' })}
              {n.pinned ? ` · ${t({ id: 'bo.notices.pinnedShort', message: 'pinned' })}` : ''}
              {n.popup ? ` · ${t({ id: 'bo.notices.popupShort', message: 'pop-up' })}` : ''}
            </>
          ),
          shown: (n) => <Shown active={n.active} window={windowOf(n)} />,
        }}
        empty={<Trans id="bo.notices.none">No announcements yet.</Trans>}
        edit={{
          label: EDIT,
          name: (n) => {
            const title = titleOf(n)
            return t({ id: 'bo.notices.editFor', message: `Edit ${title}` })
          },
        }}
        remove={{
          label: REMOVE,
          name: (n) => {
            const title = titleOf(n)
            return t({ id: 'bo.notices.removeFor', message: `Remove ${title}` })
          },
          title: () => t({ id: 'bo.notices.removeTitle', message: 'Remove this announcement?' }),
          body: (n) => n.title.en,
          mutation: remove,
          run: (n, reason, onSuccess) => remove.mutate({ id: n.id, reason }, { onSuccess }),
          done: () => t({ id: 'bo.notices.removed', message: 'The announcement was removed.' }),
        }}
        form={({ row, close, done }) => <NoticeDialog notice={row} onClose={close} onDone={done} />}
        saved={() => t({ id: 'bo.notices.saved', message: 'The announcement was saved.' })}
        onNote={setNote}
      />
      {messaging ? (
        <MessageDialog
          onClose={() => setMessaging(false)}
          onDone={(sent) => {
            setMessaging(false)
            setNote(
              t({
                id: 'bo.messages.sent',
                message: `The message was delivered to ${sent.recipients} players.`,
              }),
            )
          }}
        />
      ) : null}
    </>
  )
}
