import { z } from 'zod'
import { CONTENT_LANGUAGES } from './backofficeRoles.ts'

/** What a push notification tells the player (server/modules/push/texts.ts words each one). */
export const PUSH_KINDS = [
  'betWon',
  'betLost',
  'betReturned',
  'drawResult',
  'depositCredited',
  'withdrawalApproved',
  'withdrawalRejected',
  'privateMessage',
  'chatReply',
] as const
export type PushKind = (typeof PUSH_KINDS)[number]

export type PushLanguage = (typeof CONTENT_LANGUAGES)[number]

/** What the service worker receives: already in the device's language, and where a click goes. */
export interface PushPayload {
  title: string
  body: string
  /** A path on the site. */
  url: string
  /** Notifications with one tag replace each other (a draw's result, a retried send). */
  tag: string
}

// A push service's endpoint is an https URL (http only for a local test service).
const base64url = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+=*$/, 'invalid')
    .max(max)

/** A device's subscription as PushSubscription.toJSON() gives it, with the device's language. */
export const pushSubscribe = z.object({
  endpoint: z
    .string()
    .max(1024)
    .url()
    .refine((u) => /^https?:\/\//.test(u), 'invalid'),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
  language: z.enum(CONTENT_LANGUAGES).default('en'),
})

export const pushUnsubscribe = z.object({ endpoint: z.string().max(1024).url() })

/** `GET /sports/push/key`: the server's VAPID public key, or null when push is off. */
export interface PushKey {
  publicKey: string | null
}

/** Where a click on a notification goes: the screen of what it is about. */
export const PUSH_URLS = {
  myBets: '/my-bets',
  wallet: '/?wallet=true',
  messages: '/private-messages',
  chat: '/chat',
} as const
