import { describe, expect, it } from 'vitest'
import { hostProblem, isPublicAddress, publicOnlyLookup, type Resolve } from './publicAddress.ts'

describe('public addresses', () => {
  it('refuses every inside, special or reserved address, in IPv4, IPv6 and IPv4-mapped IPv6', () => {
    const inside = [
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '0.1.2.3',
      '10.0.0.1',
      '100.64.0.1',
      '100.127.255.255',
      '169.254.169.254',
      '169.254.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.0.0.8',
      '192.0.2.1',
      '192.168.1.1',
      '198.18.0.1',
      '198.51.100.7',
      '203.0.113.9',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '::ffff:10.0.0.1',
      '::ffff:8.8.8.8',
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      'fc00::1',
      'fd00:ec2::254',
      'fe80::1',
      'fe80::1%eth0',
      'febf::1',
      'ff02::1',
      '2001:db8::1',
      '2001::1',
      '2002:7f00:1::1',
      '3fff::1',
      'not an address',
      '',
    ]
    expect(inside.filter(isPublicAddress)).toEqual([])
  })

  it('allows addresses on the public internet', () => {
    const outside = [
      '8.8.8.8',
      '1.1.1.1',
      '142.250.74.106',
      '100.63.255.255',
      '100.128.0.1',
      '172.15.255.255',
    ]
    const outside6 = ['2001:4860:4860::8888', '2606:4700:4700::1111', '2a00:1450:4001:82b::200a']
    expect([...outside, ...outside6].filter((a) => !isPublicAddress(a))).toEqual([])
  })

  it('a URL host written as an address in any spelling, a bare name or an inside name is not a service', () => {
    const problem = (u: string) => hostProblem(new URL(u))
    for (const u of [
      'https://127.0.0.1/x',
      'https://2130706433/x',
      'https://0177.0.0.1/x',
      'https://0x7f.1/x',
      'https://0x7f000001/x',
      'https://127.1/x',
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://169.254.169.254/latest/meta-data',
      'https://8.8.8.8/x',
    ])
      expect(problem(u), u).toBe('address')
    for (const u of [
      'https://localhost/x',
      'https://LOCALHOST./x',
      'https://push.localhost/x',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://printer.local/x',
      'https://router.home.arpa/x',
      'https://intranet/x',
    ])
      expect(problem(u), u).toBe('insideName')
    expect(problem('https://fcm.googleapis.com/fcm/send/abc')).toBeNull()
    expect(problem('https://updates.push.services.mozilla.com/wpush/v2/x')).toBeNull()
  })

  it("the socket's lookup gives only public addresses, and refuses a name with any inside answer", async () => {
    const answers: Record<string, string[]> = {
      'push.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
      'mixed.example.com': ['93.184.215.14', '10.0.0.5'],
      'mapped.example.com': ['::ffff:127.0.0.1'],
    }
    const resolve: Resolve = async (name) =>
      (answers[name] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
    const lookup = publicOnlyLookup(resolve)
    const ask = (name: string, options: { all?: boolean; family?: number }) =>
      new Promise<unknown>((done) =>
        lookup(name, options as never, (err, address, family) =>
          done(err ? (err as NodeJS.ErrnoException).code : { address, family }),
        ),
      )
    expect(await ask('push.example.com', { family: 4 })).toEqual({ address: '93.184.215.14', family: 4 })
    expect(await ask('push.example.com', { all: true })).toEqual({
      address: [
        { address: '93.184.215.14', family: 4 },
        { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
      ],
      family: undefined,
    })
    expect(await ask('mixed.example.com', {})).toBe('ENOTPUBLIC')
    expect(await ask('mapped.example.com', { all: true })).toBe('ENOTPUBLIC')
    expect(await ask('nothing.example.com', {})).toBe('ENOTFOUND')
  })
})
