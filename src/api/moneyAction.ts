import { readStorageJson, STORAGE_KEYS, writeStorage } from '../state/storage.ts'
import { IDEMPOTENCY_HEADER } from './client.ts'
import { ApiError } from './errors.ts'
import { api } from './index.ts'

/**
 * The one idempotency-key lifecycle of every money action the client sends (bets, tickets,
 * transfers, withdrawals, deposits). The server runs a money action once per key and replays its
 * first answer to a repeat (server/modules/ledger/idempotent.ts), so:
 * - a key belongs to one request: the same request (after a lost answer, a reload, a second tap)
 *   goes out with the same key and is debited once;
 * - it is kept while the outcome is unknown (no answer, a timeout, a 5xx);
 * - it is renewed after a definite answer (success or a refusal, which the server keeps for that
 *   key) and whenever the request changes, so a corrected retry is a new request.
 * Each action path keeps one key in localStorage, beside the request's fingerprint.
 */

/**
 * Secrets are not part of what a request is, as on the server (which remembers neither the
 * payment password nor the card), and never reach storage, not even hashed: a mistyped password
 * retyped after a lost answer is still the same withdrawal.
 */
const SECRET_FIELDS = new Set(['bank_password', 'card'])

/** Whether a request carries a secret (a card, a payment password) anywhere in it. */
export function holdsSecret(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsSecret)
  if (value === null || typeof value !== 'object') return false
  return Object.entries(value).some(([k, v]) => (SECRET_FIELDS.has(k) && v !== undefined) || holdsSecret(v))
}

/** Stable JSON: object keys sorted, undefined and secret fields left out, bigints as strings. */
export function canonicalRequest(value: unknown): string {
  const normal = (v: unknown): unknown => {
    if (typeof v === 'bigint') return v.toString()
    if (Array.isArray(v)) return v.map((x) => (x === undefined ? null : normal(x)))
    if (v === null || typeof v !== 'object') return v
    return Object.fromEntries(
      Object.keys(v)
        .filter((k) => !SECRET_FIELDS.has(k) && (v as Record<string, unknown>)[k] !== undefined)
        .sort()
        .map((k) => [k, normal((v as Record<string, unknown>)[k])]),
    )
  }
  return JSON.stringify(normal(value)) ?? 'null'
}

/**
 * A 53-bit digest (cyrb53) of the canonical request: enough to tell a changed request, and what
 * a slip contains stays out of storage. A collision would only resend an old key, which the
 * server refuses as idempotencyKeyReused: a definite answer, after which the key is renewed.
 */
function fingerprint(request: unknown): string {
  const text = canonicalRequest(request)
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

interface HeldKey {
  key: string
  request: string
}

const held = () => readStorageJson<Record<string, HeldKey>>(STORAGE_KEYS.moneyActionKeys, {})

function store(keys: Record<string, HeldKey>) {
  writeStorage(STORAGE_KEYS.moneyActionKeys, Object.keys(keys).length ? JSON.stringify(keys) : null)
}

const newKey = () => crypto.randomUUID().replaceAll('-', '')

/** The key for this request on this action: the held one when the request is unchanged. */
export function keyFor(action: string, request: unknown): string {
  const print = fingerprint(request)
  const keys = held()
  const current = keys[action]
  if (current?.request === print) return current.key
  const made = { key: newKey(), request: print }
  store({ ...keys, [action]: made })
  return made.key
}

/**
 * The player confirms, at re-priced terms, an intent whose key was made earlier (a slip kept while
 * offline): the key goes on with the new request, so the intent is still one request. Had the
 * first request reached the server after all, the server either replays its answer or refuses
 * the changed one as idempotencyKeyReused: either way nothing is placed twice.
 */
export function carryKey(action: string, key: string, request: unknown) {
  store({ ...held(), [action]: { key, request: fingerprint(request) } })
}

/** After a definite answer the key is spent; another tab may already hold a newer one. */
function renew(action: string, key: string) {
  const { [action]: current, ...rest } = held()
  if (current?.key === key) store(rest)
}

/**
 * Whether the server decided: any answer it gave (success, a refusal with code 1, a 4xx) is final
 * for its key. No answer, a timeout, an unreadable body or a 5xx may hide work that was done (or
 * rolled back without trace), so the key stays for the next try. A 408 comes from a proxy that
 * gave up waiting, which says nothing about the server.
 */
export function isDefinite(error: unknown): boolean {
  return (
    error instanceof ApiError && error.kind === 'HTTP_ERROR' && error.status < 500 && error.status !== 408
  )
}

/** Runs `send` with this request's key, and renews the key once the outcome is known. */
export async function runMoneyAction<R>(
  action: string,
  request: unknown,
  send: (key: string) => Promise<R>,
): Promise<R> {
  const key = keyFor(action, request)
  try {
    const result = await send(key)
    renew(action, key)
    return result
  } catch (err) {
    if (isDefinite(err)) renew(action, key)
    throw err
  }
}

/** POSTs a money action under its key; silent, as every money form shows its own failure. */
export const postMoneyAction = <R>(path: string, body: unknown) =>
  runMoneyAction(path, body, (key) =>
    api.post<R>(path, body, { silent: true, headers: { [IDEMPOTENCY_HEADER]: key } }),
  )
