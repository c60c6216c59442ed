import { eq, sql } from 'drizzle-orm'
import pg_ from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../db/client.ts'
import { ledgerAccounts, ledgerEntries, users } from '../../db/schema.ts'
import { AppError } from '../../http/envelope.ts'
import { startPostgres } from '../../test/postgres.ts'
import { playerAccount, systemAccount } from './accounts.ts'
import { playerBalance } from './balance.ts'
import { runOnce } from './idempotent.ts'
import { postEntries } from './post.ts'
import { accountBalance, rollupHouse } from './rollup.ts'

/** The same ledger rules on the embedded database and on a real PostgreSQL server. */
const engines: [string, () => Promise<{ database: Database; stop(): void }>][] = [
  ['PGlite', async () => ({ database: await openDatabase({ dataDir: 'memory://' }), stop: () => undefined })],
  [
    'PostgreSQL',
    async () => {
      const pg = startPostgres()
      return { database: await openDatabase({ url: pg.url, dataDir: 'unused' }), stop: pg.stop }
    },
  ],
]

describe.each(engines)('ledger on %s', (_name, start) => {
  let database: Database
  let stop: () => void
  let seq = 0

  beforeAll(async () => {
    ;({ database, stop } = await start())
  }, 60_000)
  afterAll(async () => {
    await database?.close()
    stop?.()
  })

  const db = () => database.db
  const newPlayer = async () => {
    const [user] = await db()
      .insert(users)
      .values({
        account: `ledger${seq++}`,
        nickname: 'ledger',
        passwordHash: 'x',
        inviteCode: `L${Date.now()}${seq}`,
      })
      .returning()
    if (!user) throw new Error('no user')
    return user.id
  }
  const deposit = (userId: number, amount: bigint, key = `dep-${seq++}`) =>
    runOnce(db(), { key, kind: 'recharge', userId, request: { amount } }, async (tx, id) => {
      const balances = await postEntries(tx, id, [
        { account: systemAccount('clearing_in'), amount: -amount },
        { account: playerAccount(userId), amount },
      ])
      return { balance: String(balances.get(playerAccount(userId).key)) }
    })
  const debit = (userId: number, amount: bigint, key: string) =>
    runOnce(db(), { key, kind: 'sport_stake', userId, request: { amount } }, async (tx, id) => {
      const balances = await postEntries(tx, id, [
        { account: playerAccount(userId), amount: -amount },
        { account: systemAccount('house'), amount },
      ])
      return { balance: String(balances.get(playerAccount(userId).key)) }
    })
  const balanceOf = async (userId: number) =>
    (
      await db()
        .select()
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.key, playerAccount(userId).key))
    )[0]?.balance
  const sumOfAllAccounts = async () => {
    // The house side's balances include what the rollup has not moved into them yet.
    const { rows } = (await db().execute(
      sql`select coalesce(sum(balance), 0)::text as total from ledger_balances`,
    )) as unknown as { rows: { total: string }[] }
    return BigInt(rows[0]?.total ?? 'x')
  }

  it('a deposit credits the player; every account together still sums to zero', async () => {
    const player = await newPlayer()
    expect(await deposit(player, 5_000_000n)).toEqual({ balance: '5000000' })
    expect(await balanceOf(player)).toBe(5_000_000n)
    expect(await sumOfAllAccounts()).toBe(0n)
  })

  it('refuses to overdraw, changes nothing, and a repeat of that key gets the same refusal', async () => {
    const player = await newPlayer()
    await deposit(player, 10n)
    const refusal = await debit(player, 11n, 'over-1').catch((e: unknown) => e)
    expect(refusal).toBeInstanceOf(AppError)
    expect((refusal as AppError).message).toBe('insufficientBalance')
    await deposit(player, 100n)
    const again = await debit(player, 11n, 'over-1').catch((e: unknown) => e)
    expect((again as AppError).message).toBe('insufficientBalance')
    expect(await balanceOf(player)).toBe(110n)
  })

  it("a key already answered replays that answer, whatever its guard would say now (a lost answer's retry)", async () => {
    const userId = await newPlayer()
    let open = true
    const guarded = () =>
      runOnce(
        db(),
        { key: `guarded-${userId}`, kind: 'recharge', userId, request: { amount: '5' } },
        async (tx, id) => {
          const balances = await postEntries(tx, id, [
            { account: systemAccount('clearing_in'), amount: -5n },
            { account: playerAccount(userId), amount: 5n },
          ])
          return { balance: String(balances.get(playerAccount(userId).key)) }
        },
        async () => {
          if (!open) throw new AppError(422, 'closedNow')
        },
      )
    const first = await guarded()
    open = false
    await expect(guarded()).resolves.toEqual(first)
    expect(await balanceOf(userId)).toBe(5n)
  })

  it('the same key with another request is refused', async () => {
    const player = await newPlayer()
    await deposit(player, 100n)
    await debit(player, 10n, 'same-key')
    const other = await debit(player, 20n, 'same-key').catch((e: unknown) => e)
    expect((other as AppError).message).toBe('idempotencyKeyReused')
    expect(await balanceOf(player)).toBe(90n)
  })

  it('the database itself refuses a negative player balance', async () => {
    const player = await newPlayer()
    await deposit(player, 5n)
    await expect(
      db()
        .update(ledgerAccounts)
        .set({ balance: -1n })
        .where(eq(ledgerAccounts.key, playerAccount(player).key)),
    ).rejects.toThrow()
  })

  it('200 concurrent debits against a balance covering 50: exactly 50 succeed, balance 0', async () => {
    const player = await newPlayer()
    await deposit(player, 50n)
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => debit(player, 1n, `race-${player}-${i}`)),
    )
    const ok = results.filter((r) => r.status === 'fulfilled')
    const refused = results.filter((r) => r.status === 'rejected')
    expect(ok).toHaveLength(50)
    expect(refused.every((r) => (r.reason as AppError).message === 'insufficientBalance')).toBe(true)
    expect(await balanceOf(player)).toBe(0n)
    expect(await sumOfAllAccounts()).toBe(0n)
  }, 60_000)

  it('one key sent 20 times at once: one movement and 20 identical answers', async () => {
    const player = await newPlayer()
    await deposit(player, 1_000n)
    const answers = await Promise.all(Array.from({ length: 20 }, () => debit(player, 7n, `once-${player}`)))
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(answers[0]).toEqual({ balance: '993' })
    expect(await balanceOf(player)).toBe(993n)
    const account = (
      await db()
        .select()
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.key, playerAccount(player).key))
    )[0]
    const entries = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, account?.id ?? 0))
      .orderBy(ledgerEntries.id)
    expect(entries.map((e) => e.amount)).toEqual([1_000n, -7n])
  }, 60_000)

  it("the house side's movements wait for the rollup, and every account's balance reads the same before and after it", async () => {
    const player = await newPlayer()
    await deposit(player, 500n)
    await debit(player, 120n, `roll-${player}`)
    const house = await accountBalance(db(), systemAccount('house').key)
    const clearing = await accountBalance(db(), systemAccount('clearing_in').key)
    const before = await sumOfAllAccounts()
    expect(await rollupHouse(db())).toBeGreaterThanOrEqual(2)
    expect(await rollupHouse(db())).toBe(0)
    expect(await accountBalance(db(), systemAccount('house').key)).toBe(house)
    expect(await accountBalance(db(), systemAccount('clearing_in').key)).toBe(clearing)
    expect(await sumOfAllAccounts()).toBe(before)
    expect(before).toBe(0n)
    // Moved into the row itself: nothing of the house's is left pending.
    const [row] = await db()
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.key, systemAccount('house').key))
    expect(row?.balance).toBe(house)
    // A player's entries carry their balance after; the house side's carry none.
    const entries = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, row?.id ?? 0))
    expect(entries.length).toBeGreaterThan(0)
    expect(entries.every((e) => e.balanceAfter === null)).toBe(true)
  })
})

describe('the house row is shared by every player, so no post waits on it (PostgreSQL)', () => {
  const pg = startPostgres()
  let database: Database
  beforeAll(async () => {
    database = await openDatabase({ url: pg.url, dataDir: 'unused' })
  }, 60_000)
  afterAll(async () => {
    await database?.close()
    pg.stop()
  })

  it("stakes and payouts go through while another connection holds house:USDT and the rollup's rows locked", async () => {
    const db = database.db
    const [user] = await db
      .insert(users)
      .values({ account: 'nohotrow', nickname: 'n', passwordHash: 'x', inviteCode: 'NOHOT1' })
      .returning()
    const userId = user?.id ?? 0
    const post = (key: string, legs: Parameters<typeof postEntries>[2]) =>
      runOnce(db, { key, kind: 'sport_stake', userId, request: { key } }, (tx, id) =>
        postEntries(tx, id, legs),
      )
    await post('open', [
      { account: systemAccount('clearing_in'), amount: -1_000n },
      { account: playerAccount(userId), amount: 1_000n },
      { account: systemAccount('house'), amount: 0n },
      { account: systemAccount('clearing_in'), amount: 0n },
    ])
    const holder = new pg_.Client({ connectionString: pg.url })
    await holder.connect()
    try {
      await holder.query('begin')
      await holder.query("select * from ledger_accounts where kind <> 'player' for update")
      await holder.query('select * from ledger_house_pending for update')
      // With the house's row locked elsewhere, ten stakes and a payout still commit at once.
      const results = await Promise.all([
        ...Array.from({ length: 10 }, (_, i) =>
          post(`stake-${i}`, [
            { account: playerAccount(userId), amount: -10n },
            { account: systemAccount('house'), amount: 10n },
          ]),
        ),
        post('payout', [
          { account: systemAccount('house'), amount: -30n },
          { account: playerAccount(userId), amount: 30n },
        ]),
      ])
      expect(results.at(-1)?.get(playerAccount(userId).key)).toBeDefined()
      expect(await playerBalance(db, userId)).toBe(1_000n - 100n + 30n)
    } finally {
      await holder.query('rollback')
      await holder.end()
    }
    expect(await accountBalance(db, systemAccount('house').key)).toBe(70n)
  }, 60_000)
})
