import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Db } from '../db/client.ts'
import { outboxMessages } from '../modules/verification/tables.ts'

export interface OutboxMessage {
  channel: 'email' | 'phone'
  /** An e-mail address, or "+area number". */
  to: string
  subject: string
  body: string
}

/** Where one-time codes go. Production adapters (SMTP, an SMS gateway) plug in here. */
export interface Outbox {
  send(message: OutboxMessage): Promise<void>
}

/**
 * The default delivery: the server log, plus in demo mode a table a tester can read through
 * GET /sports/demo/outbox. Nothing leaves the machine.
 */
export function logOutbox(db: Db, log: FastifyBaseLogger, keep: boolean): Outbox {
  return {
    async send(message) {
      log.info(
        { outbox: { channel: message.channel, to: message.to, subject: message.subject } },
        'outbox message',
      )
      if (keep) await db.insert(outboxMessages).values({ ...message, target: message.to })
    },
  }
}

/** E-mail through SMTP (SMTP_URL, e.g. smtp://user:pass@host:587); other channels fall through. */
export function smtpOutbox(url: string, from: string, fallback: Outbox): Outbox {
  const transport = nodemailer.createTransport(url)
  return {
    async send(message) {
      if (message.channel !== 'email') return fallback.send(message)
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.body })
    },
  }
}
