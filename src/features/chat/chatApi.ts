import type { ChatHistory, ChatMessage, ChatTokenAnswer } from '#contract/chat.ts'
import { CHAT_CLIENT_SECRET, chatSignedText } from '#contract/chat.ts'
import { createApiClient } from '../../api/client.ts'
import { apiOptions } from '../../api/index.ts'
import { auth } from '../../state/auth.ts'
import { readStorage, STORAGE_KEYS, writeStorage } from '../../state/storage.ts'

// The chat shows its own errors in place: no toasts from these calls.
const otherChat = createApiClient({ ...apiOptions, prefix: '/otherChat', onError: undefined })
const sports = createApiClient({ ...apiOptions, onError: undefined })

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** getNonLoginToken's signature headers (contract/chat.ts): the call and the time under the public secret. */
export async function signatureHeaders(nowMs = Date.now()) {
  const cST = String(nowMs)
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(CHAT_CLIENT_SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(chatSignedText(cST)))
  return { clientSecret: base64url(mac), cST }
}

/**
 * The chat token: a signed-in player's (taking over the visitor's conversation kept on this
 * device, whose id is then forgotten), else a visitor's, whose id is kept as nonLoginOtherChatID.
 */
export async function chatToken(): Promise<ChatTokenAnswer> {
  const kept = readStorage(STORAGE_KEYS.nonLoginOtherChatId) ?? undefined
  if (auth.isAuthorized) {
    const answer = await otherChat.post<ChatTokenAnswer>(
      'otherChatToken/getChatToken',
      { nonLoginOtherChatID: kept },
      { silent: true },
    )
    writeStorage(STORAGE_KEYS.nonLoginOtherChatId, null)
    return answer
  }
  const answer = await otherChat.post<ChatTokenAnswer>(
    'otherChatToken/getNonLoginToken',
    { nonLoginOtherChatID: kept },
    { headers: await signatureHeaders(), silent: true },
  )
  if (answer.nonLoginOtherChatID) writeStorage(STORAGE_KEYS.nonLoginOtherChatId, answer.nonLoginOtherChatID)
  return answer
}

export const messageSync = (token: string, before?: number) =>
  sports.post<ChatHistory>(
    'messagesync',
    { before, limit: 30 },
    { headers: { 'chat-token': token }, silent: true },
  )

/** Sends an image's bytes as they are; the server judges the type by the content. */
export async function sendImage(token: string, file: File): Promise<ChatMessage> {
  const response = await fetch('/otherChat/image', {
    method: 'POST',
    headers: { 'chat-token': token, 'content-type': 'application/octet-stream' },
    body: file,
  })
  const payload = (await response.json().catch(() => null)) as {
    code: number
    msg: string
    data: ChatMessage
  } | null
  if (!payload) throw new Error(response.status === 413 ? 'chatImageTooLarge' : 'somethingWentWrong')
  if (payload.code !== 0) throw new Error(response.status === 413 ? 'chatImageTooLarge' : payload.msg)
  return payload.data
}

export const imageUrl = (token: string, id: string) =>
  `/otherChat/image/${id}?token=${encodeURIComponent(token)}`

export const socketUrl = (token: string) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/otherChat/ws?token=${encodeURIComponent(token)}`
