import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import {
  CHAT_CLOSE_TAGS,
  type ChatCloseTag,
  type ChatConversationView,
  type ChatQueueRow,
} from '#contract/chat.ts'
import { Button } from '../../../components/Button/index.tsx'
import { meQuery } from '../api.ts'
import styles from '../Backoffice.module.css'
import { Loaded } from '../Loaded.tsx'
import { usePlayer } from '../players/api.ts'
import { PlayerBets, PlayerDeposits } from '../players/PlayerLists.tsx'
import { useProblem } from '../ReasonDialog.tsx'
import { session } from '../session.ts'
import {
  imageObjectUrl,
  useChatQueue,
  useCloseChat,
  useConsoleSocket,
  useConversation,
  useReply,
  useSupportOperators,
  useTake,
  useTransfer,
} from './api.ts'
import chat from './Chat.module.css'

const TAG_LABELS: Record<ChatCloseTag, ReturnType<typeof msg>> = {
  solved: msg({ id: 'bo.chat.tag.solved', message: 'Solved' }),
  deposit: msg({ id: 'bo.chat.tag.deposit', message: 'Deposit' }),
  withdrawal: msg({ id: 'bo.chat.tag.withdrawal', message: 'Withdrawal' }),
  betting: msg({ id: 'bo.chat.tag.betting', message: 'Betting' }),
  account: msg({ id: 'bo.chat.tag.account', message: 'Account' }),
  spam: msg({ id: 'bo.chat.tag.spam', message: 'Spam' }),
  other: msg({ id: 'bo.chat.tag.other', message: 'Other' }),
}

/** Answers support gives often; picked into the reply box, edited if need be, then sent. */
const CANNED = [
  msg({
    id: 'bo.chat.canned.hello',
    message: 'Hello, thank you for contacting support. How can I help you?',
  }),
  msg({
    id: 'bo.chat.canned.checking',
    message: 'Thank you, I am checking this for you now. One moment please.',
  }),
  msg({
    id: 'bo.chat.canned.deposit',
    message: 'Deposits are credited as soon as the payment is confirmed; USDT needs two confirmations.',
  }),
  msg({
    id: 'bo.chat.canned.withdrawal',
    message: 'Withdrawals are reviewed by our finance team, usually within an hour.',
  }),
  msg({ id: 'bo.chat.canned.bye', message: 'Is there anything else I can help you with?' }),
]

const waited = (since: string | null, serverNow: number, elapsed: number) => {
  if (!since) return '–'
  const s = Math.max(0, Math.floor((serverNow + elapsed - Date.parse(since)) / 1000))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

/** A visitor is named by the conversation's number until they sign in. */
function useVisitorName() {
  const { t } = useLingui()
  return (id: number) => t({ id: 'bo.chat.visitor', message: `Visitor #${id}` })
}

function Queue({ selected, onSelect }: { selected: number | null; onSelect(id: number): void }) {
  const { t } = useLingui()
  const visitor = useVisitorName()
  const query = useChatQueue()
  const [received, setReceived] = useState(Date.now())
  const [tick, setTick] = useState(Date.now())
  // Wait times count on from the server's clock at the moment the queue arrived.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each arrival of the queue is the trigger
  useEffect(() => setReceived(Date.now()), [query.dataUpdatedAt])
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return (
    <section className={chat.queue} aria-label={t({ id: 'bo.chat.queue', message: 'Queue' })}>
      <h2 className={styles.subtitle}>
        <Trans id="bo.chat.queue">Queue</Trans>
      </h2>
      <Loaded query={query} rows={3}>
        {(data) =>
          data.rows.length === 0 ? (
            <p className={styles.muted}>
              <Trans id="bo.chat.queueEmpty">Nobody is waiting.</Trans>
            </p>
          ) : (
            <ul className={chat.queueList}>
              {data.rows.map((row: ChatQueueRow) => (
                <li key={row.id}>
                  <button
                    type="button"
                    className={chat.queueRow}
                    aria-current={row.id === selected || undefined}
                    onClick={() => onSelect(row.id)}
                  >
                    <span className={chat.queueWho}>
                      {row.player?.account ?? visitor(row.id)}
                      {row.unread > 0 ? <span className={chat.badge}>{row.unread}</span> : null}
                    </span>
                    <span className={chat.queueLast}>
                      {row.lastMessage ??
                        (row.lastMessageAt ? t({ id: 'bo.chat.imageShort', message: 'Image' }) : '')}
                    </span>
                    <span className={chat.queueMeta}>
                      {row.status === 'waiting' ? (
                        <Trans id="bo.chat.waiting">
                          Waiting {waited(row.waitingSince, Date.parse(data.now), tick - received)}
                        </Trans>
                      ) : (
                        <Trans id="bo.chat.with">With {row.operator?.name ?? ''}</Trans>
                      )}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  )
}

function ConsoleImage({ id }: { id: string }) {
  const { t } = useLingui()
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    let url: string | null = null
    void imageObjectUrl(id).then((u) => {
      url = u
      setSrc(u)
    })
    return () => {
      if (url) URL.revokeObjectURL(url)
    }
  }, [id])
  return src ? (
    <img
      className={chat.image}
      src={src}
      alt={t({ id: 'bo.chat.image', message: 'Image from the player' })}
    />
  ) : null
}

function PlayerSide({ id }: { id: number }) {
  const { t } = useLingui()
  const player = usePlayer(id)
  return (
    <section className={chat.side} aria-label={t({ id: 'bo.chat.player', message: 'Player' })}>
      <Loaded query={player} rows={2}>
        {(p) => (
          <div className={styles.card}>
            <h2 className={styles.subtitle}>{p.account}</h2>
            <dl className={chat.facts}>
              <dt>
                <Trans id="bo.chat.balance">Balance</Trans>
              </dt>
              <dd>{p.balance} USDT</dd>
              <dt>
                <Trans id="bo.chat.contact">Contact</Trans>
              </dt>
              <dd>{[p.email, p.mobile].filter(Boolean).join(' · ') || '–'}</dd>
            </dl>
            <a className={chat.link} href={`/backoffice/players/${p.id}`}>
              <Trans id="bo.chat.fullProfile">Full profile</Trans>
            </a>
          </div>
        )}
      </Loaded>
      <h3 className={chat.sideTitle}>
        <Trans id="bo.chat.lastBets">Last bets</Trans>
      </h3>
      <PlayerBets id={id} />
      <h3 className={chat.sideTitle}>
        <Trans id="bo.chat.lastDeposits">Last deposits</Trans>
      </h3>
      <PlayerDeposits id={id} />
    </section>
  )
}

function Conversation({
  view,
  mine,
  typing,
  send,
}: {
  view: ChatConversationView
  mine: boolean
  typing: boolean
  send(frame: object): void
}) {
  const { t, i18n } = useLingui()
  const visitor = useVisitorName()
  const problem = useProblem()
  const take = useTake()
  const reply = useReply()
  const transfer = useTransfer()
  const close = useCloseChat()
  const operators = useSupportOperators()
  const [draft, setDraft] = useState('')
  const [tag, setTag] = useState<ChatCloseTag>('solved')
  const [to, setTo] = useState('')
  const failed = take.error ?? reply.error ?? transfer.error ?? close.error
  const last = view.history.messages.at(-1)

  // What the operator who took it has on screen is read.
  useEffect(() => {
    const lastPlayer = [...view.history.messages].reverse().find((m) => m.sender === 'player')
    if (mine && lastPlayer && !lastPlayer.readAt)
      send({ type: 'read', conversationId: view.id, upTo: lastPlayer.id })
  }, [mine, view, send])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!draft.trim()) return
    reply.mutate({ id: view.id, text: draft }, { onSuccess: () => setDraft('') })
  }

  return (
    <section
      className={chat.conversation}
      aria-label={t({ id: 'bo.chat.conversation', message: 'Conversation' })}
    >
      <div className={styles.titleRow}>
        <h2 className={styles.subtitle}>{view.player?.account ?? visitor(view.id)}</h2>
        {view.status === 'waiting' ? (
          <Button variant="primary" loading={take.isPending} onClick={() => take.mutate(view.id)}>
            <Trans id="bo.chat.take">Take</Trans>
          </Button>
        ) : view.status === 'taken' ? (
          <span className={styles.muted}>
            <Trans id="bo.chat.with">With {view.operator?.name ?? ''}</Trans>
          </span>
        ) : (
          <span className={styles.muted}>
            <Trans id="bo.chat.closedAs">
              Closed: {view.closedTag ? i18n._(TAG_LABELS[view.closedTag as ChatCloseTag]) : ''}
            </Trans>
          </span>
        )}
      </div>
      {failed ? (
        <p className={chat.error} role="alert">
          {problem(failed)}
        </p>
      ) : null}
      <div className={chat.messages} role="log" aria-live="polite">
        {view.history.messages.map((m) => (
          <div key={m.id} className={chat.message} data-sender={m.sender} data-testid="bo-chat-message">
            <span className={chat.who}>
              {m.sender === 'player'
                ? (view.player?.account ?? t({ id: 'bo.chat.visitorShort', message: 'Visitor' }))
                : (m.operator ?? '')}
            </span>
            {m.body ? <p className={chat.body}>{m.body}</p> : null}
            {m.imageId ? <ConsoleImage id={m.imageId} /> : null}
            <span className={chat.meta}>
              {new Date(m.createdAt).toLocaleTimeString()}
              {m.sender !== 'player' && m.readAt ? ` · ${t({ id: 'bo.chat.read', message: 'Read' })}` : ''}
            </span>
          </div>
        ))}
        {typing ? (
          <p className={styles.muted}>
            <Trans id="bo.chat.typing">The player is typing…</Trans>
          </p>
        ) : null}
        {last ? null : (
          <p className={styles.muted}>
            <Trans id="bo.chat.noMessages">No messages.</Trans>
          </p>
        )}
      </div>
      {mine ? (
        <>
          <form className={chat.composer} onSubmit={submit}>
            <label className={chat.field}>
              <span>
                <Trans id="bo.chat.canned">Canned answer</Trans>
              </span>
              <select
                value=""
                onChange={(e) => {
                  const picked = CANNED[Number(e.target.value)]
                  if (picked) setDraft(i18n._(picked))
                }}
              >
                <option value="">{t({ id: 'bo.chat.cannedPick', message: 'Choose…' })}</option>
                {CANNED.map((c, i) => (
                  <option key={c.id} value={i}>
                    {i18n._(c)}
                  </option>
                ))}
              </select>
            </label>
            <label className={chat.field}>
              <span>
                <Trans id="bo.chat.reply">Reply</Trans>
              </span>
              <textarea
                rows={3}
                maxLength={1000}
                value={draft}
                onChange={(e) => {
                  setDraft(e.target.value)
                  send({ type: 'typing', conversationId: view.id })
                }}
              />
            </label>
            <Button type="submit" variant="primary" loading={reply.isPending}>
              <Trans id="bo.chat.send">Send</Trans>
            </Button>
          </form>
          <div className={chat.actions}>
            <label className={chat.field}>
              <span>
                <Trans id="bo.chat.transferTo">Transfer to</Trans>
              </span>
              <select value={to} onChange={(e) => setTo(e.target.value)}>
                <option value="">{t({ id: 'bo.chat.cannedPick', message: 'Choose…' })}</option>
                {(operators.data ?? [])
                  .filter((o) => o.id !== view.operator?.id)
                  .map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
              </select>
            </label>
            <Button
              disabled={!to}
              loading={transfer.isPending}
              onClick={() => transfer.mutate({ id: view.id, operatorId: Number(to) })}
            >
              <Trans id="bo.chat.transfer">Transfer</Trans>
            </Button>
            <label className={chat.field}>
              <span>
                <Trans id="bo.chat.tag">Tag</Trans>
              </span>
              <select value={tag} onChange={(e) => setTag(e.target.value as ChatCloseTag)}>
                {CHAT_CLOSE_TAGS.map((c) => (
                  <option key={c} value={c}>
                    {i18n._(TAG_LABELS[c])}
                  </option>
                ))}
              </select>
            </label>
            <Button
              variant="danger"
              loading={close.isPending}
              onClick={() => close.mutate({ id: view.id, tag })}
            >
              <Trans id="bo.chat.close">Close</Trans>
            </Button>
          </div>
        </>
      ) : null}
    </section>
  )
}

/** Live support: the queue with wait times, the chosen conversation, the player beside it. */
export function ChatConsolePage() {
  const { t } = useLingui()
  const [selected, setSelected] = useState<number | null>(null)
  const socket = useConsoleSocket(selected)
  const conversation = useConversation(selected)
  const { token } = useSnapshot(session)
  const me = useQuery(meQuery(token)).data
  const view = conversation.data
  return (
    <div>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{t({ id: 'bo.page.chat', message: 'Live support' })}</h1>
        <span className={chat.state} data-state={socket.state} role="status">
          {socket.state === 'connected'
            ? t({ id: 'bo.chat.live', message: 'Live' })
            : socket.state === 'connecting'
              ? t({ id: 'bo.chat.connecting', message: 'Connecting…' })
              : t({ id: 'bo.chat.offline', message: 'Offline: refresh the page' })}
        </span>
      </div>
      <div className={chat.layout}>
        <Queue selected={selected} onSelect={setSelected} />
        {selected !== null ? (
          <Loaded query={conversation} rows={4}>
            {(v) => (
              <Conversation
                view={v}
                mine={v.status === 'taken' && me !== undefined && v.operator?.id === me.id}
                typing={socket.typing}
                send={socket.send}
              />
            )}
          </Loaded>
        ) : (
          <p className={styles.muted}>
            <Trans id="bo.chat.pick">Choose a conversation from the queue.</Trans>
          </p>
        )}
        {view?.player ? <PlayerSide key={view.player.id} id={view.player.id} /> : null}
      </div>
    </div>
  )
}
