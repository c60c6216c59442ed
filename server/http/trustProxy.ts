import { isIP } from 'node:net'

// proxy-addr's names for address ranges, accepted by Fastify's trustProxy.
const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal'])

const validEntry = (entry: string) => {
  if (NAMED.has(entry)) return true
  const [address = '', bits, ...rest] = entry.split('/')
  const family = isIP(address)
  if (!family || rest.length) return false
  if (bits === undefined) return true
  // A prefix length, or a dotted netmask as proxy-addr allows.
  return /^\d{1,3}$/.test(bits) ? Number(bits) <= (family === 4 ? 32 : 128) : isIP(bits) === 4
}

export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean)

/**
 * TRUST_PROXY: whom to believe about the client's address (X-Forwarded-For). Unset or empty
 * trusts nobody, so a client cannot pick its own address to escape per-address limits.
 * Comma-separated addresses, CIDRs or proxy-addr range names trust those peers. A number trusts
 * that many hops whoever they are (Fastify itself now treats a number as "trust nobody", since it
 * cannot check the peer): only for a server reachable solely through that many proxies.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const v = value?.trim() ?? ''
  if (v === '') return false
  if (/^\d+$/.test(v)) {
    const hops = Number(v)
    return hops === 0 ? false : (_address, hop) => hop < hops
  }
  const entries = v.split(',').map((e) => e.trim())
  return entries.every(validEntry) ? entries : null
}
