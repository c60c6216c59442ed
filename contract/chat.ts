/**
 * Live support chat (issue 18): what the player's site, the console and the server share. No zod
 * here, so the chat's pages load without the schemas (contract/chatRequests.ts).
 */

/**
 * The site's public client secret for /otherChat/otherChatToken/getNonLoginToken. It ships in the
 * site's code, so it proves nothing about who asks: the signature only ties a request to a time
 * (cST), so a captured request stops working after CHAT_SIGNATURE_WINDOW_MS, and keeps scripts
 * that do not run the site's code from minting visitor ids by the thousand (with the rate limit).
 */
export const CHAT_CLIENT_SECRET = 'betsuite-chat-public-client-v1'
export const CHAT_SIGNATURE_WINDOW_MS = 5 * 60_000

/**
 * What is signed: the call's name and cST (milliseconds since 1970, as a decimal string). The
 * clientSecret header is base64url(HMAC-SHA256(CHAT_CLIENT_SECRET, this)).
 */
export const chatSignedText = (cST: string) => `getNonLoginToken\n${cST}`

export const CHAT_MESSAGE_MAX = 1000
/** Images: PNG, JPEG, GIF or WebP, judged by their first bytes, at most this many bytes. */
export const CHAT_IMAGE_MAX_BYTES = 512 * 1024
export const CHAT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
/** A visitor or player may send this many messages in CHAT_FLOOD_WINDOW_MS; more are refused. */
export const CHAT_FLOOD_MAX = 8
export const CHAT_FLOOD_WINDOW_MS = 10_000
export const CHAT_CLOSE_TAGS = [
  'solved',
  'deposit',
  'withdrawal',
  'betting',
  'account',
  'spam',
  'other',
] as const
export type ChatCloseTag = (typeof CHAT_CLOSE_TAGS)[number]

export type ChatSender = 'player' | 'operator' | 'system'
export type ChatStatus = 'new' | 'waiting' | 'taken' | 'closed'

export interface ChatMessage {
  id: number
  sender: ChatSender
  /** The operator's name, for operator messages. */
  operator: string | null
  body: string | null
  /** Path of the image, read with the chat token (player) or the operator's session. */
  imageId: string | null
  createdAt: string
  deliveredAt: string | null
  readAt: string | null
}

export interface ChatTokenAnswer {
  /** Sent as the chat-token header and the socket's ?token=. */
  token: string
  /** Only for visitors: kept in browser storage as nonLoginOtherChatID. */
  nonLoginOtherChatID: string | null
  conversationId: number
}

export interface ChatHistory {
  messages: ChatMessage[]
  /** Older messages remain: ask again with before = the first message's id. */
  more: boolean
}

export interface SupportChannels {
  /** Support hours, in the site's time zone (hh:mm–hh:mm, every day). */
  hours: { from: string; to: string; timezone: string; everyDay: boolean }
  channels: { kind: 'chat' | 'email' | 'telegram'; address: string }[]
}

/** What the player's socket sends. */
export type ChatClientFrame =
  | { type: 'send'; clientId: string; text: string }
  | { type: 'typing' }
  | { type: 'read'; upTo: number }

/** What either side's socket receives. */
export type ChatServerFrame =
  | { type: 'message'; conversationId: number; message: ChatMessage; clientId?: string }
  | { type: 'delivered'; conversationId: number; upTo: number; at: string }
  | { type: 'read'; conversationId: number; side: 'player' | 'operator'; upTo: number; at: string }
  | { type: 'typing'; conversationId: number; side: 'player' | 'operator' }
  | { type: 'queue'; conversationId: number }
  | { type: 'error'; error: string; clientId?: string }

/** The console's queue. */
export interface ChatQueueRow {
  id: number
  status: ChatStatus
  player: { id: number; account: string } | null
  operator: { id: number; name: string } | null
  waitingSince: string | null
  lastMessageAt: string | null
  /** The last message's text; null when it was an image (or there is none). */
  lastMessage: string | null
  unread: number
}
export interface ChatQueue {
  now: string
  rows: ChatQueueRow[]
}
export interface ChatConversationView extends ChatQueueRow {
  closedTag: string | null
  history: ChatHistory
}
