import { z } from 'zod'
import { CHAT_CLOSE_TAGS, CHAT_MESSAGE_MAX } from './chat.ts'

/** The request schemas of the live support chat (contract/chat.ts). */

/**
 * Text a person types: no NUL (PostgreSQL refuses it in text) and no lone surrogate (UTF-8 cannot
 * hold one unchanged). HTTP bodies are checked for both before any route runs (server/http/
 * validation.ts); socket frames are not HTTP, so the chat's own schemas say it.
 */
const typed = (text: string) => !text.includes('\u0000') && text.isWellFormed()

export const chatText = z
  .string()
  .refine(typed, 'invalidCharacters')
  .trim()
  .min(1, 'chatMessageEmpty')
  .max(CHAT_MESSAGE_MAX, 'chatMessageTooLong')

export const nonLoginRequest = z.object({
  nonLoginOtherChatID: z.string().max(100).optional(),
})
export const chatTokenRequest = nonLoginRequest

export const historyRequest = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
})

const imageId = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'notFound')
export const imageParams = z.object({ id: imageId })

export const chatClientFrame = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('send'),
    clientId: z.string().max(64).refine(typed, 'invalidCharacters'),
    text: z.string().max(CHAT_MESSAGE_MAX * 4),
  }),
  z.object({ type: z.literal('typing') }),
  z.object({ type: z.literal('read'), upTo: z.number().int().positive() }),
])

export const conversationParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
})
export const replyRequest = z.object({ text: chatText })
export const transferRequest = z.object({ operatorId: z.number().int().positive() })
export const closeRequest = z.object({ tag: z.enum(CHAT_CLOSE_TAGS, { error: 'chatTagRequired' }) })
export const operatorSocketFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('typing'), conversationId: z.number().int().positive() }),
  z.object({
    type: z.literal('read'),
    conversationId: z.number().int().positive(),
    upTo: z.number().int().positive(),
  }),
])
