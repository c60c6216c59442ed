import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { ChatMessage } from '#contract/chat.ts'
import { Icon } from '../../components/Icon/index.tsx'
import { ui } from '../../state/ui.ts'
import styles from './ChatView.module.css'
import { imageUrl } from './chatApi.ts'
import { useChat } from './useChat.ts'

/** The chat's own refusals and the server's, in words (these keys arrive at run time). */
function useErrorText() {
  const { t } = useLingui()
  return (key: string) => {
    switch (key) {
      case 'chatMessageEmpty':
        return t({ id: 'chat.error.empty', message: 'Write something first.' })
      case 'chatMessageTooLong':
        return t({ id: 'chat.error.tooLong', message: 'A message can be at most 1,000 characters.' })
      case 'chatFlood':
        return t({
          id: 'chat.error.flood',
          message: 'You are sending messages too fast. Wait a few seconds.',
        })
      case 'chatImageNotImage':
        return t({
          id: 'chat.error.notImage',
          message: 'That file is not an image (PNG, JPEG, GIF or WebP).',
        })
      case 'chatImageTooLarge':
        return t({ id: 'chat.error.imageTooLarge', message: 'An image can be at most 512 KB.' })
      case 'chatNotConnected':
        return t({ id: 'chat.error.notConnected', message: 'Not connected yet. Try again in a moment.' })
      default:
        return t({ id: 'chat.error.failed', message: 'The chat is not available right now.' })
    }
  }
}

function Status() {
  const { imSocketStatus } = useSnapshot(ui)
  return (
    <p className={styles.status} data-status={imSocketStatus} role="status">
      <span className={styles.dot} aria-hidden="true" />
      {imSocketStatus === 'connected' ? (
        <Trans id="chat.status.connected">Connected</Trans>
      ) : imSocketStatus === 'connecting' ? (
        <Trans id="chat.status.connecting">Connecting…</Trans>
      ) : (
        <Trans id="chat.status.disconnected">Disconnected</Trans>
      )}
    </p>
  )
}

const time = (iso: string, locale: string) =>
  new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })

function Mark({ message }: { message: ChatMessage }) {
  if (message.sender !== 'player') return null
  return (
    <span
      className={styles.mark}
      data-mark={message.readAt ? 'read' : message.deliveredAt ? 'delivered' : 'sent'}
    >
      {message.readAt ? (
        <Trans id="chat.read">Read</Trans>
      ) : message.deliveredAt ? (
        <Trans id="chat.delivered">Delivered</Trans>
      ) : (
        <Trans id="chat.sent">Sent</Trans>
      )}
    </span>
  )
}

/** The live chat: status, history (older pages on demand), typing, and the composer with images. */
export function ChatView() {
  const { t, i18n } = useLingui()
  const chat = useChat()
  const errorText = useErrorText()
  const [draft, setDraft] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const list = useRef<HTMLDivElement>(null)
  const count = chat.messages.length + chat.pending.length

  // New messages scroll into view (older pages, prepended, do not change the count's tail).
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll on each new message or typing change
  useEffect(() => {
    const el = list.current
    if (el) el.scrollTop = el.scrollHeight
  }, [count, chat.typing])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const refused = chat.send(draft)
    setProblem(refused)
    if (!refused) setDraft('')
  }

  return (
    <div className={styles.chat}>
      <Status />
      <div
        className={styles.list}
        ref={list}
        role="log"
        aria-live="polite"
        aria-label={t({ id: 'chat.title', message: 'Live support' })}
      >
        {chat.more ? (
          <button type="button" className={styles.older} onClick={() => void chat.loadOlder()}>
            <Trans id="chat.older">Show older messages</Trans>
          </button>
        ) : null}
        {count === 0 && chat.token ? (
          <div className={styles.intro}>
            <Icon name="chat" size={32} />
            <p className={styles.introTitle}>
              <Trans id="chat.noMessages">No messages yet</Trans>
            </p>
            <p>
              <Trans id="chat.intro">
                Our support team answers questions about bets, deposits and withdrawals.
              </Trans>
            </p>
          </div>
        ) : null}
        {chat.messages.map((m) => (
          <div key={m.id} className={styles.message} data-sender={m.sender} data-testid="chat-message">
            <span className={styles.who}>
              {m.sender === 'player' ? (
                <Trans id="chat.you">You</Trans>
              ) : (
                (m.operator ?? t({ id: 'chat.support', message: 'Support' }))
              )}
            </span>
            {m.body ? <p className={styles.body}>{m.body}</p> : null}
            {m.imageId && chat.token ? (
              <img
                className={styles.image}
                src={imageUrl(chat.token, m.imageId)}
                alt={t({ id: 'chat.imageAlt', message: 'Image sent in the chat' })}
              />
            ) : null}
            <span className={styles.meta}>
              <time dateTime={m.createdAt}>{time(m.createdAt, i18n.locale)}</time> <Mark message={m} />
            </span>
          </div>
        ))}
        {chat.pending.map((p) => (
          <div key={p.clientId} className={styles.message} data-sender="player" data-pending="true">
            <p className={styles.body}>{p.text}</p>
            <span className={styles.meta}>
              {p.error ? (
                <>
                  <span className={styles.error}>{errorText(p.error)}</span>{' '}
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => chat.dismissPending(p.clientId)}
                  >
                    <Trans id="chat.dismiss">Dismiss</Trans>
                  </button>
                </>
              ) : (
                <Trans id="chat.sending">Sending…</Trans>
              )}
            </span>
          </div>
        ))}
        {chat.typing ? (
          <p className={styles.typing}>
            <Trans id="chat.typing">Support is typing…</Trans>
          </p>
        ) : null}
      </div>
      {chat.error ? (
        <p className={styles.errorLine} role="alert">
          {errorText(chat.error)}{' '}
          <button type="button" className={styles.linkButton} onClick={chat.retry}>
            <Trans id="chat.retry">Try again</Trans>
          </button>
        </p>
      ) : null}
      {problem ? (
        <p className={styles.errorLine} role="alert">
          {errorText(problem)}
        </p>
      ) : null}
      <form className={styles.composer} onSubmit={submit}>
        <label className={styles.attach} title={t({ id: 'chat.attach', message: 'Send an image' })}>
          <Icon name="share" />
          <span className={styles.hidden}>{t({ id: 'chat.attach', message: 'Send an image' })}</span>
          <input
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            className={styles.hidden}
            onChange={(e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (file) void chat.attach(file).then(setProblem)
            }}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.hidden}>{t({ id: 'chat.placeholder', message: 'Write a message' })}</span>
          <textarea
            rows={1}
            value={draft}
            maxLength={1000}
            placeholder={t({ id: 'chat.placeholder', message: 'Write a message' })}
            onChange={(e) => {
              setDraft(e.target.value)
              chat.typed()
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) submit(e)
            }}
          />
        </label>
        <button type="submit" className={styles.send}>
          <Trans id="chat.send">Send</Trans>
        </button>
      </form>
    </div>
  )
}
