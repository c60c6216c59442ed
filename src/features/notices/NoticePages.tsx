import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Inbox, Notice, PrivateMessage } from '#contract/notices.ts'
import { Button } from '../../components/Button/index.tsx'
import { EmptyState } from '../../components/EmptyState/index.tsx'
import { ErrorLine } from '../../components/ErrorLine/index.tsx'
import { PageFrame } from '../../components/PageFrame/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { inboxQuery, noticesQuery } from '../../shared/notices/queries.ts'
import { readMessages, readMessagesKey } from '../../shared/offline/queued.ts'
import { auth } from '../../state/auth.ts'
import styles from './Notices.module.css'

const useDate = () => {
  const { i18n } = useLingui()
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
}

function NoticeList({ kind, title }: { kind: 'public' | 'notice'; title: string }) {
  const { i18n } = useLingui()
  const list = useQuery(noticesQuery(kind, i18n.locale))
  const date = useDate()
  const headingId = `notices-${kind}`
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {list.isPending ? <Skeleton rows={3} height={64} /> : null}
      {list.isError ? <ErrorLine error={list.error} onRetry={() => list.refetch()} /> : null}
      {list.data?.length === 0 ? (
        <EmptyState icon="megaphone" title={<Trans id="notices.noAnnouncements">No announcements</Trans>} />
      ) : null}
      {list.data && list.data.length > 0 ? (
        <ul className={styles.list}>
          {list.data.map((n: Notice) => (
            <li key={n.id} className={styles.item}>
              <h3 className={styles.title}>
                {n.pinned ? (
                  <span className={styles.tag}>
                    <Trans id="notices.pinned">Pinned</Trans>
                  </span>
                ) : null}
                {n.title}
              </h3>
              <time className={styles.date} dateTime={n.starts_at}>
                {date(n.starts_at)}
              </time>
              <p className={styles.body}>{n.body}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

/** Announcements: the site-wide ones, pinned first, then marketing's notices, in the site's language. */
export function AnnouncementsPage() {
  const { t } = useLingui()
  return (
    <PageFrame title={t({ id: 'nav.announcements', message: 'Announcements' })}>
      <NoticeList kind="public" title={t({ id: 'notices.siteWide', message: 'Site announcements' })} />
      <NoticeList kind="notice" title={t({ id: 'notices.notices', message: 'Notices' })} />
    </PageFrame>
  )
}

/** The texts of the messages the server writes itself, by key; `params` fill them. */
const SYSTEM: Record<string, { title: MessageDescriptor; body: MessageDescriptor }> = {
  'msg.withdrawalRejected': {
    title: msg({ id: 'msg.withdrawalRejected.title', message: 'Withdrawal rejected' }),
    body: msg({
      id: 'msg.withdrawalRejected.body',
      message:
        'Your withdrawal {orderNo} of {amount} USDT was rejected and refunded to your balance. Reason: {reason}',
    }),
  },
  'msg.rewardClaimable': {
    title: msg({ id: 'msg.rewardClaimable.title', message: 'Reward ready to claim' }),
    body: msg({
      id: 'msg.rewardClaimable.body',
      message: 'A reward of {amount} USDT is ready to claim on the Rewards page.',
    }),
  },
  'msg.accountLocked': {
    title: msg({ id: 'msg.accountLocked.title', message: 'Account locked' }),
    body: msg({
      id: 'msg.accountLocked.body',
      message: 'Your account has been locked. Please contact support.',
    }),
  },
}

function MessageItem({ m, onOpen }: { m: PrivateMessage; onOpen: (id: number) => void }) {
  const { i18n, t } = useLingui()
  const [open, setOpen] = useState(false)
  const date = useDate()
  const system = m.key ? SYSTEM[m.key] : undefined
  const title = system ? i18n._(system.title) : m.title
  const body = system ? i18n._({ ...system.body, values: m.params ?? {} }) : m.body
  const bodyId = `message-${m.id}`
  return (
    <li className={m.read ? styles.item : `${styles.item} ${styles.unread}`}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => {
          setOpen(!open)
          if (!m.read) onOpen(m.id)
        }}
      >
        <span className={styles.title}>
          {m.read ? null : (
            <span className={styles.dot}>
              <span className={styles.hidden}>{t({ id: 'notices.unread', message: 'Unread' })}</span>
            </span>
          )}
          {title}
        </span>
        <time className={styles.date} dateTime={m.created_at}>
          {date(m.created_at)}
        </time>
      </button>
      <p id={bodyId} className={styles.body} hidden={!open}>
        {body}
      </p>
    </li>
  )
}

/** The inbox as it is once these messages (or all, without ids) are read. */
function markedRead(inbox: Inbox, ids?: number[]): Inbox {
  const opened = (m: PrivateMessage) => !ids || ids.includes(m.id)
  const newlyRead = inbox.list.filter((m) => !m.read && opened(m)).length
  return {
    list: inbox.list.map((m) => (opened(m) ? { ...m, read: true } : m)),
    unread: ids ? Math.max(0, inbox.unread - newlyRead) : 0,
  }
}

/** Private messages: the player's own, newest first; opening one marks it read, or all at once. */
export function PrivateMessagesPage() {
  const { t } = useLingui()
  const client = useQueryClient()
  const inbox = useQuery(inboxQuery)
  // Opened offline, a message shows read at once and the server hears of it when the connection
  // returns (src/shared/offline/queued.ts).
  const read = useMutation({
    mutationKey: readMessagesKey,
    mutationFn: readMessages,
    onMutate: ({ ids }) => {
      client.setQueryData(inboxQuery.queryKey, (inbox) => inbox && markedRead(inbox, ids))
    },
    onSuccess: () => client.invalidateQueries({ queryKey: inboxQuery.queryKey }),
  })
  return (
    <PageFrame
      title={t({ id: 'nav.privateMessages', message: 'Private messages' })}
      actions={
        inbox.data && inbox.data.unread > 0 ? (
          <Button
            variant="secondary"
            loading={read.isPending && !read.isPaused}
            onClick={() => read.mutate({ uid: auth.userId })}
          >
            <Trans id="notices.markAllRead">Mark all as read</Trans>
          </Button>
        ) : null
      }
    >
      {inbox.isPending ? <Skeleton rows={4} height={56} /> : null}
      {inbox.isError ? <ErrorLine error={inbox.error} onRetry={() => inbox.refetch()} /> : null}
      {inbox.data?.list.length === 0 ? (
        <EmptyState icon="mail" title={<Trans id="notices.noMessages">No messages</Trans>} />
      ) : null}
      {inbox.data && inbox.data.list.length > 0 ? (
        <ul className={styles.list}>
          {inbox.data.list.map((m) => (
            <MessageItem key={m.id} m={m} onOpen={(id) => read.mutate({ uid: auth.userId, ids: [id] })} />
          ))}
        </ul>
      ) : null}
    </PageFrame>
  )
}
