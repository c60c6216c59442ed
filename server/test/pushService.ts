import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { importJWK, jwtVerify } from 'jose'

export interface Delivered {
  device: string
  /** The decrypted payload (JSON text). */
  payload: Record<string, string>
  ttl: string | null
}

const b64 = (b: Buffer | Uint8Array) => Buffer.from(b).toString('base64url')

/** A device's own subscription keys: an ECDH P-256 pair and an auth secret, as a browser makes them. */
function deviceKeys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { ecdh, auth: randomBytes(16) }
}

/** RFC 8291 (aes128gcm, one record): what the browser does with a push message it receives. */
function decrypt(body: Buffer, keys: ReturnType<typeof deviceKeys>) {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const senderKey = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  const shared = keys.ecdh.computeSecret(senderKey)
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderKey])
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, info, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = plain.lastIndexOf(2)
  return plain.subarray(0, end).toString('utf8')
}

/**
 * A push service on localhost, as a browser vendor runs one: each device has an endpoint; a POST
 * must carry a VAPID JWT signed by the site's public key (checked) for this service's origin, and
 * an aes128gcm body that only the device's keys open (decrypted here). `answer` sets what a device's
 * endpoint replies (201 delivered, 410 gone, 500 failure); `stall` makes it take the request and
 * never answer. It is started before the site, whose PUSH_TEST_ORIGINS must name its `origin`
 * (nothing else lets the server post to loopback), and told the site's key with `useKey`.
 */
export async function localPushService() {
  const devices = new Map<string, { keys: ReturnType<typeof deviceKeys>; status: number | 'stall' }>()
  const delivered: Delivered[] = []
  const refused: string[] = []
  /** Requests a stalled device holds open, unanswered. */
  const held = new Set<ServerResponse>()
  /** What happened, in order: "held stall1", "ended stall1" (the sender gave up), "delivered quick". */
  const events: string[] = []
  const watchers: { ready: () => boolean; resolve: () => void }[] = []
  const changed = () => {
    for (const w of watchers.filter((x) => x.ready())) {
      watchers.splice(watchers.indexOf(w), 1)
      w.resolve()
    }
  }
  let vapidPublicKey = ''
  let key: CryptoKey | Uint8Array | null = null
  const server = createServer((req, res) => {
    const device = req.url?.slice(1) ?? ''
    const known = devices.get(device)
    if (known?.status === 'stall') {
      held.add(res)
      events.push(`held ${device}`)
      res.on('close', () => {
        held.delete(res)
        events.push(`ended ${device}`)
        changed()
      })
      changed()
      return
    }
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      try {
        const auth = /^vapid t=([^,]+), k=(.+)$/.exec(req.headers.authorization ?? '')
        if (!key || !auth || auth[2] !== vapidPublicKey) throw new Error('no VAPID key')
        const { payload } = await jwtVerify(auth[1] ?? '', key, { audience: origin })
        if (typeof payload.sub !== 'string') throw new Error('no VAPID subject')
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm')
        if (!known) {
          res.writeHead(404).end()
          return
        }
        if (known.status === 201) {
          const text = decrypt(Buffer.concat(chunks), known.keys)
          delivered.push({ device, payload: JSON.parse(text), ttl: req.headers.ttl?.toString() ?? null })
          events.push(`delivered ${device}`)
          changed()
        }
        res.writeHead(known.status as number).end()
      } catch (err) {
        refused.push(String(err))
        res.writeHead(401).end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    delivered,
    refused,
    held,
    events,
    /** The site's VAPID public key, which every POST must be signed with. */
    async useKey(publicKey: string) {
      const raw = Buffer.from(publicKey, 'base64url')
      key = await importJWK(
        { kty: 'EC', crv: 'P-256', x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33, 65)) },
        'ES256',
      )
      vapidPublicKey = publicKey
    },
    /** A new device: the subscription its browser would hand the site (PushSubscription.toJSON()). */
    device(name: string) {
      const keys = deviceKeys()
      devices.set(name, { keys, status: 201 })
      return {
        endpoint: `${origin}/${name}`,
        keys: { p256dh: b64(keys.ecdh.getPublicKey()), auth: b64(keys.auth) },
      }
    },
    answer(name: string, status: number | 'stall') {
      const d = devices.get(name)
      if (d) d.status = status
    },
    /** Every device answers `status` from now on (a test's end: nothing stalls any more). */
    answerAll(status: number) {
      for (const d of devices.values()) d.status = status
    },
    /** Resolves once `ready()` holds, checked now and after each request held, ended or delivered. */
    until(ready: () => boolean) {
      return new Promise<void>((resolve) => {
        if (ready()) resolve()
        else watchers.push({ ready, resolve })
      })
    },
    /** Resolves once a notification was delivered to `name` (now, if one already was). */
    arrived(name: string) {
      return this.until(() => delivered.some((d) => d.device === name))
    },
    /** The stalled devices' open requests end without an answer. */
    release() {
      for (const res of held) res.destroy()
    },
    forget: (name: string) => devices.delete(name),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
