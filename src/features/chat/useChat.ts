import { useCallback, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { ChatMessage, ChatServerFrame } from '#contract/chat.ts'
import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_TYPES, CHAT_MESSAGE_MAX } from '#contract/chat.ts'
import { auth } from '../../state/auth.ts'
import { ui } from '../../state/ui.ts'
import { chatToken, messageSync, sendImage, socketUrl } from './chatApi.ts'

export interface Pending {
  clientId: string
  text: string
  error: string | null
}

const MAX_RECONNECTS = 8
const TYPING_SHOWN_MS = 4000
const TYPING_SENT_EVERY_MS = 2000

const byId = (list: ChatMessage[], add: ChatMessage[]) => {
  const map = new Map(list.map((m) => [m.id, m]))
  for (const m of add) map.set(m.id, m)
  return [...map.values()].sort((a, b) => a.id - b.id)
}

/**
 * The live chat: a token (the visitor's or the player's), the stored history, then the socket
 * with its connection state in ui.imSocketStatus (spec §3/§4), reconnecting with backoff. Signing
 * in while the chat is open continues the same conversation under the account.
 */
export function useChat() {
  const { isAuthorized } = useSnapshot(auth)
  const [token, setToken] = useState<string | null>(null)
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [pending, setPending] = useState<Pending[]>([])
  const [more, setMore] = useState(false)
  const [typing, setTyping] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const socket = useRef<WebSocket | null>(null)
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const lastTypingSent = useRef(0)

  // A token for who is asking now; again after signing in or out, or after a refused token.
  // biome-ignore lint/correctness/useExhaustiveDependencies: isAuthorized and attempt are the triggers
  useEffect(() => {
    let live = true
    ui.imSocketStatus = 'connecting'
    setToken(null)
    setError(null)
    chatToken()
      .then(async (answer) => {
        const page = await messageSync(answer.token)
        if (!live) return
        setMessages(page.messages)
        setMore(page.more)
        setToken(answer.token)
      })
      .catch((err: Error) => {
        if (!live) return
        ui.imSocketStatus = 'disconnected'
        setError(err.message || 'somethingWentWrong')
      })
    return () => {
      live = false
    }
  }, [isAuthorized, attempt])

  useEffect(() => {
    if (!token) return
    let closedByUs = false
    let tries = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const open = () => {
      ui.imSocketStatus = 'connecting'
      const ws = new WebSocket(socketUrl(token))
      socket.current = ws
      ws.onopen = () => {
        tries = 0
        ui.imSocketStatus = 'connected'
        // Anything missed while away comes from the stored history.
        messageSync(token)
          .then((page) => setMessages((list) => byId(list, page.messages)))
          .catch(() => undefined)
      }
      ws.onmessage = (event) => {
        let frame: ChatServerFrame
        try {
          frame = JSON.parse(String(event.data)) as ChatServerFrame
        } catch {
          return
        }
        if (frame.type === 'message') {
          setMessages((list) => byId(list, [frame.message]))
          if (frame.clientId) setPending((list) => list.filter((p) => p.clientId !== frame.clientId))
          if (frame.message.sender !== 'player') setTyping(false)
        } else if (frame.type === 'error') {
          if (frame.clientId)
            setPending((list) =>
              list.map((p) => (p.clientId === frame.clientId ? { ...p, error: frame.error } : p)),
            )
          else setError(frame.error)
        } else if (frame.type === 'typing') {
          setTyping(true)
          clearTimeout(typingTimer.current)
          typingTimer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS)
        } else if (frame.type === 'delivered' || frame.type === 'read') {
          const field = frame.type === 'read' ? 'readAt' : 'deliveredAt'
          setMessages((list) =>
            list.map((m) =>
              m.sender === 'player' && m.id <= frame.upTo && !m[field]
                ? { ...m, [field]: frame.at, deliveredAt: m.deliveredAt ?? frame.at }
                : m,
            ),
          )
        }
      }
      ws.onclose = (event) => {
        socket.current = null
        if (closedByUs) return
        ui.imSocketStatus = 'disconnected'
        // A token refused (run out, or the conversation moved to an account): ask for a new one.
        if (event.code === 4401) return setAttempt((n) => n + 1)
        if (tries >= MAX_RECONNECTS) return
        tries += 1
        timer = setTimeout(open, Math.min(30_000, 500 * 2 ** tries))
      }
    }
    open()
    return () => {
      closedByUs = true
      clearTimeout(timer)
      socket.current?.close()
      socket.current = null
    }
  }, [token])

  // What the player has on screen is read.
  const lastOther = [...messages].reverse().find((m) => m.sender !== 'player' && !m.readAt)
  useEffect(() => {
    if (!lastOther || socket.current?.readyState !== WebSocket.OPEN) return
    if (document.visibilityState !== 'visible') return
    socket.current.send(JSON.stringify({ type: 'read', upTo: lastOther.id }))
  }, [lastOther])

  const send = useCallback((raw: string) => {
    const text = raw.trim()
    if (!text) return 'chatMessageEmpty'
    if (text.length > CHAT_MESSAGE_MAX) return 'chatMessageTooLong'
    const ws = socket.current
    if (!ws || ws.readyState !== WebSocket.OPEN) return 'chatNotConnected'
    const clientId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
    setPending((list) => [...list, { clientId, text, error: null }])
    ws.send(JSON.stringify({ type: 'send', clientId, text }))
    return null
  }, [])

  const typed = useCallback(() => {
    const now = Date.now()
    if (now - lastTypingSent.current < TYPING_SENT_EVERY_MS) return
    lastTypingSent.current = now
    if (socket.current?.readyState === WebSocket.OPEN) socket.current.send(JSON.stringify({ type: 'typing' }))
  }, [])

  const attach = useCallback(
    async (file: File) => {
      if (!token) return 'chatNotConnected'
      if (!(CHAT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'chatImageNotImage'
      if (file.size > CHAT_IMAGE_MAX_BYTES) return 'chatImageTooLarge'
      try {
        const message = await sendImage(token, file)
        setMessages((list) => byId(list, [message]))
        return null
      } catch (err) {
        return (err as Error).message
      }
    },
    [token],
  )

  const loadOlder = useCallback(async () => {
    const first = messages[0]
    if (!token || !first) return
    const page = await messageSync(token, first.id)
    setMessages((list) => byId(list, page.messages))
    setMore(page.more)
  }, [token, messages])

  return {
    token,
    messages,
    pending,
    more,
    typing,
    error,
    send,
    typed,
    attach,
    loadOlder,
    retry: () => setAttempt((n) => n + 1),
    dismissPending: (clientId: string) => setPending((list) => list.filter((p) => p.clientId !== clientId)),
  }
}
