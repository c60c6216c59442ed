import { eq } from 'drizzle-orm'
import webpush from 'web-push'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import { serverSecrets } from '../site/tables.ts'

export interface VapidKeys {
  publicKey: string
  privateKey: string
  subject: string
}

const KEY = 'vapid'
const DEMO_SUBJECT = 'mailto:push@betsuite.local'

/**
 * The VAPID keys push is signed with: the environment's when set; in demo mode a pair generated
 * once and kept in the database (subscriptions are bound to the public key, so it must survive
 * restarts); in production without keys, none: push is off. Never logs a key.
 */
export async function vapidKeys(db: Db, config: Config, log: { info(msg: string): void }) {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return {
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
      subject: config.VAPID_SUBJECT ?? DEMO_SUBJECT,
    }
  if (config.APP_MODE === 'production') {
    log.info('web push is off: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set')
    return null
  }
  const read = async () => {
    const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, KEY))
    return row ? (JSON.parse(row.value) as Omit<VapidKeys, 'subject'>) : null
  }
  const stored = await read()
  if (stored) return { ...stored, subject: config.VAPID_SUBJECT ?? DEMO_SUBJECT }
  const made = webpush.generateVAPIDKeys()
  await db
    .insert(serverSecrets)
    .values({ name: KEY, value: JSON.stringify(made) })
    .onConflictDoNothing()
  // Another process may have stored its pair first: everyone uses the stored one.
  return { ...((await read()) ?? made), subject: config.VAPID_SUBJECT ?? DEMO_SUBJECT }
}
