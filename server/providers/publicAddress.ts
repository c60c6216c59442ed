import { lookup as dnsLookup } from 'node:dns/promises'
import { BlockList, isIP, type LookupFunction } from 'node:net'

/**
 * What the server may connect to when a URL comes from outside (a device's push endpoint): only
 * addresses on the public internet. Everything else (loopback, private networks, link-local and
 * the cloud metadata address, CGNAT, unique-local, multicast, documentation and reserved ranges)
 * is someone's inside network, which a caller must not make the server reach.
 */
const reserved = new BlockList()
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, with the metadata address 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const)
  reserved.addSubnet(net, bits, 'ipv4')
// IPv6 outside global unicast is refused as a whole (loopback, unspecified, IPv4-mapped, NAT64,
// unique-local fc00::/7 with fd00:ec2::254, link-local fe80::/10, multicast); inside it, these:
for (const [net, bits] of [
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address (any, private too) inside
  ['3fff::', 20], // documentation
] as const)
  reserved.addSubnet(net, bits, 'ipv6')
const globalUnicast = new BlockList()
globalUnicast.addSubnet('2000::', 3, 'ipv6')

/** An IP address (v4 or v6, as a resolver or a URL gives it) on the public internet. */
export function isPublicAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '')
  try {
    // An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is outside 2000::/3, so refused whatever it maps.
    if (isIP(ip) === 4) return !reserved.check(ip, 'ipv4')
    if (isIP(ip) === 6) return globalUnicast.check(ip, 'ipv6') && !reserved.check(ip, 'ipv6')
  } catch {
    // A zone index (fe80::1%eth0) or anything else BlockList cannot read is not a public address.
  }
  return false
}

/** Names that are inside by definition, whatever a resolver answers for them. */
const INSIDE_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/

/**
 * Why a URL's host cannot be a public service, or null: an IP address in any spelling (the URL
 * parser turns 2130706433, 0177.0.0.1 and 0x7f.1 into 127.0.0.1 first; outside services are
 * reached by a name with a certificate for it), a single-label name (completed by the local
 * search domains), or a name that is inside by definition (localhost, *.internal with
 * metadata.google.internal, *.local).
 */
export function hostProblem(url: URL): 'address' | 'insideName' | null {
  const host = url.hostname.toLowerCase().replace(/\.$/, '')
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return 'address'
  if (!host.includes('.') || INSIDE_NAMES.test(host)) return 'insideName'
  return null
}

/** A name's addresses, as the system resolver gives them (injectable: tests answer for names). */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>
export const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true })

/** A refused address, as the socket reports it: the connection never starts. */
class NotPublicError extends Error {
  readonly code = 'ENOTPUBLIC'
}

/**
 * The socket's own name lookup (net.connect `lookup`): it connects only to addresses that are all
 * public, so the address checked is the address connected (a name that answered a public address
 * when it was checked and a private one now, DNS rebinding, gets no connection).
 */
export function publicOnlyLookup(resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (all) => {
        if (all.some((a) => !isPublicAddress(a.address))) {
          callback(new NotPublicError(`${hostname} is not a public address`), '', 0)
          return
        }
        const family = options.family === 4 || options.family === 6 ? options.family : 0
        const fit = family ? all.filter((a) => a.family === family) : all
        const first = fit[0]
        if (!first)
          callback(Object.assign(new Error(`${hostname}: no address`), { code: 'ENOTFOUND' }), '', 0)
        else if (options.all) callback(null, fit)
        else callback(null, first.address, first.family)
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    )
  }
}

/** A resolver that has not answered in this long counts as no answer. */
const RESOLVE_TIMEOUT_MS = 3_000

/** Why `hostname` is not a public service: it answers no address (in time), or one that is inside. */
export async function resolvedProblem(
  hostname: string,
  resolve: Resolve,
): Promise<'unresolved' | 'notPublic' | null> {
  let all: { address: string }[]
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer')), RESOLVE_TIMEOUT_MS)
    })
    all = await Promise.race([resolve(hostname), late])
  } catch {
    return 'unresolved'
  } finally {
    clearTimeout(timer)
  }
  if (all.length === 0) return 'unresolved'
  return all.every((a) => isPublicAddress(a.address)) ? null : 'notPublic'
}
