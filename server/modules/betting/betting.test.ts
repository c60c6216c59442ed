import { and, eq, inArray, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { BET_STATUS } from '#contract/games.ts'
import type { WirePick } from '#contract/pick.ts'
import { manualClock } from '../../clock.ts'
import { ledgerEntries, ledgerTransactions, lotteryBets, sportBets } from '../../db/schema.ts'
import { testApp } from '../../test/harness.ts'
import { createWalletPush } from '../wallet/push.ts'
import { settleBets } from './settle.ts'

/**
 * The betting core through its products: sports places, settles and lists through it, and lottery
 * pays through the same pay-once path. Each player is this file's own, so amounts are exact.
 */
const clock = manualClock(new Date('2026-11-23T08:00:00Z'))
let t: Awaited<ReturnType<typeof testApp>>
let player: string
let other: string

beforeAll(async () => {
  t = await testApp({ clock })
  await t.app.jobs.sportsTick()
  await t.app.jobs.drawTick()
  player = await t.signUp('corefan', '1000')
  other = await t.signUp('corestranger', '1000')
  core = { db: t.database.db, clock: t.clock, walletPush: await createWalletPush(t.database, t.app.log) }
}, 60_000)
afterAll(async () => {
  await core.walletPush.close()
  await t.close()
})

const get = (url: string, as = player) =>
  t.app.inject({ url: `/sports/${url}`, headers: { authorization: `Bearer ${as}` } })
const post = (url: string, payload: object, key: string, as = player) =>
  t.app.inject({
    method: 'POST',
    url: `/sports/${url}`,
    headers: { authorization: `Bearer ${as}`, 'idempotency-key': key },
    payload,
  })
/** The balance in USDT micro-units, read from its exact 6-decimal text. */
const balance = async (as = player) =>
  BigInt(((await get('member/account', as)).json().data.score as string).replace('.', ''))
/** A 6-decimal amount of the answers in micro-units. */
const micro = (text: string) => BigInt(text.replace('.', ''))
const FUNDED = 1_000_000_000n
/** The ledger transactions whose key is like `pattern` (% any text), with how many entries each posted. */
const transactions = async (pattern: string) => {
  const rows = await t.database.db
    .select({
      id: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      key: ledgerTransactions.idempotencyKey,
    })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.idempotencyKey, pattern))
  const entries =
    rows.length === 0
      ? []
      : await t.database.db
          .select({ transactionId: ledgerEntries.transactionId })
          .from(ledgerEntries)
          .where(
            inArray(
              ledgerEntries.transactionId,
              rows.map((r) => r.id),
            ),
          )
  return rows.map((r) => ({ ...r, entries: entries.filter((e) => e.transactionId === r.id).length }))
}
/** What the core needs to settle: this database and its wallet push, as the server's own settlement has. */
let core: Parameters<typeof settleBets>[0] & { walletPush: { close(): Promise<void> } }

let placed: { bet_id: string; total_price: string; selections: WirePick[] }
let kickoff: Date

describe('placing through the core', () => {
  it('takes a slip once per key: one debit, one bet, the same answer to the retry', async () => {
    const [match] = (await t.app.inject('/sports/soccer?start=0&limit=1')).json().data.list
    const market = match.markets.find((m: { kind: string }) => m.kind === 'wl')
    kickoff = new Date(match.match_start_time)
    const slip = {
      selections: [{ match_id: match.match_id, kind: market.kind, name: market.name, odds: market.odds }],
      strings: [1],
      multiple: 10,
    }
    const first = await post('soccer/bet', slip, 'core-slip-1')
    expect(first.json().code).toBe(0)
    placed = first.json().data
    const again = await post('soccer/bet', slip, 'core-slip-1')
    expect(again.json().data).toEqual(placed)
    expect(placed.selections).toEqual(slip.selections)
    expect(await balance()).toBe(FUNDED - micro(placed.total_price))

    const stakes = await transactions('sport:%')
    expect(stakes.filter((s) => s.key.endsWith(':core-slip-1'))).toMatchObject([
      { kind: 'sport_stake', entries: 2 },
    ])
    const rows = await t.database.db.select().from(sportBets).where(eq(sportBets.betNo, placed.bet_id))
    expect(rows).toHaveLength(1)

    const otherSlip = { ...slip, multiple: 11 }
    expect((await post('soccer/bet', otherSlip, 'core-slip-1')).json().msg).toBe('idempotencyKeyReused')
  })

  it('refuses a disabled game inside the run, and stores the refusal with the key', async () => {
    const [match] = (await t.app.inject('/sports/basketball?start=0&limit=1')).json().data.list
    const market = match.markets[0]
    const slip = {
      selections: [{ match_id: match.match_id, ...market }],
      strings: [1],
      multiple: 10,
    }
    await t.database.db.execute(sql`update games set status = 2 where name = 'basketball'`)
    const refused = await post('basketball/bet', slip, 'core-slip-2')
    await t.database.db.execute(sql`update games set status = 1 where name = 'basketball'`)
    expect(refused.json().msg).toBe('gameNotActive')
    // The game is open again, but the key keeps its first answer; nothing was debited.
    expect((await post('basketball/bet', slip, 'core-slip-2')).json().msg).toBe('gameNotActive')
    expect(await balance()).toBe(FUNDED - micro(placed.total_price))
  })
})

describe('listing through the core', () => {
  it("lists the player's bets by status and shows one by number or id, to its player only", async () => {
    const all = (await get('soccer/mybet')).json().data.list
    expect(all.map((b: { bet_id: string }) => b.bet_id)).toEqual([placed.bet_id])
    expect((await get('soccer/mybet?status=1')).json().data.list).toHaveLength(1)
    expect((await get('soccer/mybet?status=16')).json().data.list).toHaveLength(0)
    const detail = (await get(`soccer/mybet/${placed.bet_id}`)).json().data
    expect(detail).toMatchObject({ bet_id: placed.bet_id, status: BET_STATUS.pending, bets: 1 })
    expect(detail.selections[0]).toMatchObject({ m: placed.selections[0]?.match_id, k: 'wl' })
    expect(detail.combinations).toMatchObject({ start: 0, total: 1 })
    expect((await get(`soccer/mybet/${detail.id}`)).json().data.bet_id).toBe(placed.bet_id)
    expect((await get(`soccer/mybet/${placed.bet_id}`, other)).statusCode).toBe(404)
    expect((await get('soccer/mybet', other)).json().data.list).toHaveLength(0)
  })
})

describe('settling through the core', () => {
  it('pays a decided bet once: a second run over the same bets pays nothing', async () => {
    clock.set(new Date(kickoff.getTime() + 4 * 3600_000))
    player = (await t.signIn('corefan', 'Secret123')).token
    await t.app.jobs.sportsTick()
    const [bet] = await t.database.db.select().from(sportBets).where(eq(sportBets.betNo, placed.bet_id))
    if (!bet) throw new Error('no bet')
    expect([BET_STATUS.settled, BET_STATUS.cancelled]).toContain(bet.status)
    const after = await balance()
    const paid = await transactions(`sport-settle:${bet.id}`)
    expect(paid).toMatchObject([{ kind: 'sport_payout', entries: (bet.payout ?? 0n) > 0n ? 2 : 0 }])

    // A run that read the bet while it was pending, whatever it decides, finds it paid.
    const heard: string[] = []
    const stop = core.walletPush.subscribe(bet.userId, (m) => heard.push(m.reason))
    let recorded = 0
    const settled = await settleBets(
      core,
      'sport',
      [bet],
      () => ({ status: BET_STATUS.settled, payout: 5_000_000n }),
      async () => {
        recorded++
      },
    )
    expect(settled).toBe(0)
    expect(recorded).toBe(0)
    // Pushes arrive in order: when this marker is heard, the run has told the player nothing.
    await core.walletPush.publish(bet.userId, 'deposit')
    await vi.waitFor(() => expect(heard).toContain('deposit'))
    expect(heard).toEqual(['deposit'])
    stop()
    expect(await balance()).toBe(after)
    expect(await transactions(`sport-settle:${bet.id}`)).toEqual(paid)
    // And the product's own next run finds nothing pending.
    await t.app.jobs.sportsTick()
    expect(await balance()).toBe(after)
  })
})

describe('lottery pays through the same path', () => {
  it('one payout transaction per selection under its settle key; a repeated run pays nothing', async () => {
    await t.app.jobs.drawTick()
    other = (await t.signIn('corestranger', 'Secret123')).token
    const { next } = (await get('pk10/last', other)).json().data
    // One car per lane-1 bet: exactly one of the ten wins.
    const items = Array.from({ length: 10 }, (_, i) => ({
      bet: { type: 'position', position: 1, car: i + 1 },
      amount: '1',
    }))
    const ticket = await post('pk10/bet', { match_id: next.match_id, items }, 'core-ticket-1', other)
    expect(ticket.json().code).toBe(0)
    const before = await balance(other)
    clock.set(new Date(new Date(next.draw_at).getTime() + 60_000))
    other = (await t.signIn('corestranger', 'Secret123')).token
    await t.app.jobs.drawTick()

    const lines = await t.database.db
      .select()
      .from(lotteryBets)
      .where(
        and(eq(lotteryBets.ticket, ticket.json().data.ticket), eq(lotteryBets.status, BET_STATUS.settled)),
      )
    expect(lines).toHaveLength(10)
    const winners = lines.filter((l) => (l.payout ?? 0n) > 0n)
    expect(winners).toHaveLength(1)
    const payouts = await Promise.all(lines.map((l) => transactions(`lottery-settle:${l.id}`)))
    expect(payouts.map((p) => p.map((x) => x.kind))).toEqual(lines.map(() => ['lottery_payout']))
    expect(payouts.flat().reduce((n, p) => n + p.entries, 0)).toBe(2)
    const credited = winners[0]?.payout ?? 0n
    expect(await balance(other)).toBe(before + credited)

    const again = await settleBets(
      core,
      'lottery',
      lines,
      () => ({ status: BET_STATUS.settled, payout: 1_000_000n }),
      async () => undefined,
    )
    expect(again).toBe(0)
    expect(await balance(other)).toBe(before + credited)
  })
})
