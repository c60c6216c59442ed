import type { Outbox, OutboxMessage } from '../../providers/outbox.ts'

const what = { email: 'e-mail address', phone: 'mobile number' } as const

/**
 * Tells the old address that the account's e-mail or mobile has just been changed, so a player
 * whose account was taken over hears of it where the thief cannot intercept it.
 */
export function notifyChange(
  outbox: Outbox,
  old: Pick<OutboxMessage, 'channel' | 'to'>,
  changed: keyof typeof what,
) {
  return outbox.send({
    ...old,
    subject: `Your Betsuite ${what[changed]} was changed`,
    body:
      `The ${what[changed]} of your Betsuite account was changed and this one no longer signs you in ` +
      'or receives codes. If you did not do this, contact support at once.',
  })
}
