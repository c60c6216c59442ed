import { createHmac } from 'node:crypto'
import { CHAT_CLIENT_SECRET, chatSignedText } from '#contract/chat.ts'
import type { testApp } from './harness.ts'

type TestApp = Awaited<ReturnType<typeof testApp>>

/** getNonLoginToken's headers as the site signs them, at `atMs` (the test clock's time by default). */
export const signedHeaders = (atMs: number, secret = CHAT_CLIENT_SECRET) => {
  const cST = String(atMs)
  return { clientSecret: createHmac('sha256', secret).update(chatSignedText(cST)).digest('base64url'), cST }
}

/** A visitor's chat: token and nonLoginOtherChatID (kept, when given). */
export async function visitorChat(t: TestApp, kept?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/otherChat/otherChatToken/getNonLoginToken',
    headers: signedHeaders(t.clock.now().getTime()),
    payload: kept ? { nonLoginOtherChatID: kept } : {},
  })
  return res.json().data as { token: string; nonLoginOtherChatID: string; conversationId: number }
}

export async function playerChat(t: TestApp, accessToken: string, kept?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/otherChat/otherChatToken/getChatToken',
    headers: { authorization: `Bearer ${accessToken}` },
    payload: kept ? { nonLoginOtherChatID: kept } : {},
  })
  return res.json().data as { token: string; conversationId: number }
}

export const sync = (t: TestApp, token: string, body: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/sports/messagesync',
    headers: { 'chat-token': token },
    payload: body,
  })

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

export const uploadImage = (t: TestApp, token: string, bytes: Buffer, type = 'image/png') =>
  t.app.inject({
    method: 'POST',
    url: '/otherChat/image',
    headers: { 'chat-token': token, 'content-type': type },
    payload: bytes,
  })
