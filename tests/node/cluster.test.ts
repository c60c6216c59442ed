import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openSocket, until } from '../../server/test/walletSocket.ts'
import { startCluster } from '../../start/cluster.ts'
import { freePort } from '../../start/freePort.ts'

/**
 * `npm run cluster` as it runs: two server processes behind HAProxy on their own PostgreSQL. Each
 * request may land on either; a player's session, money and pushes follow them across both, a
 * WebSocket passes through the balancer, and one process killed leaves the site answering.
 */
const dir = mkdtempSync(join(tmpdir(), 'betsuite-cluster-'))
// PostgreSQL's own user (the cluster's, when the tests run as root) must reach its folder inside.
chmodSync(dir, 0o755)
let cluster: Awaited<ReturnType<typeof startCluster>>
beforeAll(async () => {
  cluster = await startCluster({
    processes: 2,
    port: freePort(),
    dir,
    env: { STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent', RATE_LIMITS: 'off', JWT_SECRET: 'c'.repeat(40) },
  })
}, 180_000)
afterAll(async () => {
  await cluster?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const api = async (path: string, init: { token?: string; body?: object; key?: string } = {}) => {
  const res = await fetch(`${cluster.url}/sports/${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      ...(init.body && { 'content-type': 'application/json' }),
      ...(init.token && { authorization: `Bearer ${init.token}` }),
      ...(init.key && { 'idempotency-key': init.key }),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  })
  return { status: res.status, body: (await res.json()) as { code: number; data: Record<string, unknown> } }
}

/** How many answers this process gave on `route`, by its own metrics. */
async function answered(port: number, route: string) {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()
  return text
    .split('\n')
    .filter((l) => l.startsWith('http_request_duration_seconds_count{') && l.includes(`route="${route}"`))
    .reduce((n, l) => n + Number(l.split(' ').at(-1)), 0)
}

describe('two processes behind HAProxy', () => {
  it("the balancer spreads requests over both; the player's session, money and balance pushes follow across them", async () => {
    const reg = await api('reg', { body: { account: 'crowdfan', password: 'Secret123' } })
    const token = String(reg.body.data.token)
    // The wallet socket through the balancer, on whichever process it lands.
    const socket = openSocket(`${cluster.url.replace('http', 'ws')}/wss-new?token=${token}`)
    await socket.opened
    for (let i = 0; i < 10; i++) expect((await api('member/account', { token })).body.code).toBe(0)
    for (const { port } of cluster.servers)
      expect(await answered(port, '/sports/member/account')).toBeGreaterThan(0)

    const deposit = await api('recharge', {
      token,
      key: 'crowd-deposit',
      body: {
        channel_id: 5,
        amount: '25',
        card: { name: 'C F', number: '4242424242424242', expiry: '12/30', cvv: '123' },
      },
    })
    expect(deposit.body.code).toBe(0)
    expect((await api('member/account', { token })).body.data.score).toBe('25.000000')
    // The deposit landed on one process, the socket may be held by the other: the push crossed.
    expect(await until(() => socket.messages.length > 0, 15_000)).toBe(true)
    socket.socket.close()
  }, 120_000)

  it('with one process killed, every request still gets its answer from the other', async () => {
    const [victim] = cluster.servers
    victim?.child.kill('SIGKILL')
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) statuses.push((await fetch(`${cluster.url}/health`)).status)
    expect(statuses.every((s) => s === 200)).toBe(true)
    expect((await api('hkmarksix')).body.code).toBe(0)
  }, 60_000)
})
