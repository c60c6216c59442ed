import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { BACKOFFICE_API } from '#contract/backofficeRoles.ts'
import type { ChatCloseTag, ChatConversationView, ChatQueue, ChatServerFrame } from '#contract/chat.ts'
import { bo, silent, useChange } from '../api.ts'
import { session } from '../session.ts'

export const useChatQueue = () =>
  useQuery({
    queryKey: ['backoffice', 'chat', 'queue'],
    queryFn: () => bo.get<ChatQueue>('chat/queue', silent),
  })

export const useConversation = (id: number | null) =>
  useQuery({
    queryKey: ['backoffice', 'chat', 'conversation', id],
    queryFn: () =>
      bo.get<ChatConversationView>(`chat/conversations/${id}`, { query: { limit: 100 }, silent: true }),
    enabled: id !== null,
  })

export const useSupportOperators = () =>
  useQuery({
    queryKey: ['backoffice', 'chat', 'operators'],
    queryFn: () => bo.get<{ id: number; name: string }[]>('chat/operators', silent),
    staleTime: 60_000,
  })

export const useTake = () =>
  useChange((id: number) => bo.post<ChatConversationView>(`chat/conversations/${id}/take`, {}, silent))
export const useReply = () =>
  useChange(({ id, text }: { id: number; text: string }) =>
    bo.post(`chat/conversations/${id}/reply`, { text }, silent),
  )
export const useTransfer = () =>
  useChange(({ id, operatorId }: { id: number; operatorId: number }) =>
    bo.post<ChatConversationView>(`chat/conversations/${id}/transfer`, { operatorId }, silent),
  )
export const useCloseChat = () =>
  useChange(({ id, tag }: { id: number; tag: ChatCloseTag }) =>
    bo.post<ChatConversationView>(`chat/conversations/${id}/close`, { tag }, silent),
  )

/** Images are read with the operator's session header, so they arrive as object URLs. */
export async function imageObjectUrl(id: string) {
  const response = await fetch(`${BACKOFFICE_API}/chat/images/${id}`, {
    headers: { authorization: `Bearer ${session.token ?? ''}` },
  })
  return response.ok ? URL.createObjectURL(await response.blob()) : null
}

/**
 * The console's socket: every conversation's frames. Each refreshes the queue and the open
 * conversation; a player typing in `watching` shows for a few seconds. Answers the socket's state
 * and a sender for the operator's own typing and read marks.
 */
export function useConsoleSocket(watching: number | null) {
  const client = useQueryClient()
  const [socket, setSocket] = useState<WebSocket | null>(null)
  const [state, setState] = useState<'connecting' | 'connected' | 'disconnected'>('connecting')
  const [typingIn, setTypingIn] = useState<number | null>(null)
  useEffect(() => {
    let stop = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let tries = 0
    let ws: WebSocket | null = null
    const open = () => {
      setState('connecting')
      ws = new WebSocket(
        `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${BACKOFFICE_API}/chat/socket?token=${encodeURIComponent(session.token ?? '')}`,
      )
      ws.onopen = () => {
        tries = 0
        setState('connected')
        setSocket(ws)
      }
      ws.onmessage = (event) => {
        const frame = JSON.parse(String(event.data)) as ChatServerFrame
        if (frame.type === 'typing') {
          setTypingIn(frame.conversationId)
          clearTimeout(timer)
          timer = setTimeout(() => setTypingIn(null), 4000)
          return
        }
        if (frame.type === 'message' && frame.message.sender === 'player') setTypingIn(null)
        void client.invalidateQueries({ queryKey: ['backoffice', 'chat'] })
      }
      ws.onclose = (event) => {
        setSocket(null)
        if (stop) return
        setState('disconnected')
        if (event.code === 4401 || tries >= 8) return
        tries += 1
        timer = setTimeout(open, Math.min(30_000, 500 * 2 ** tries))
      }
    }
    open()
    return () => {
      stop = true
      clearTimeout(timer)
      ws?.close()
    }
  }, [client])
  const send = (frame: object) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame))
  }
  return { state, typing: watching !== null && typingIn === watching, send }
}
