import { randomBytes } from 'node:crypto'
import { and, desc, eq, inArray, max, sql } from 'drizzle-orm'
import { fairRng, type Hmac, hashServerSeed } from '../../math/fair.ts'
import { formatUnits } from '../../math/units.ts'
import type { Db } from '../db/client.ts'
import { liveBets as bets, liveRounds as rounds, liveTables as tablesTable } from '../db/schema.ts'
import { StudioError } from '../http.ts'
import type { StudioPlayer, StudioWallet } from '../wallets/wallet.ts'
import type { LiveHub } from './hub.ts'
import { LIVE_PROVIDER, liveMoney, walletRound } from './money.ts'
import { roundsForOperator } from './operator.ts'
import { betWin, drawOutcome, LIVE_TABLES, type LiveTableDef } from './tables.ts'
import {
  type BetRow,
  historyRow,
  myBet,
  publicRound,
  publicTable,
  type RoundRow,
  spotsOfRow,
} from './views.ts'

/** The round's rhythm (live.md): the betting window, the deal or spin, the result shown. */
export interface LivePhases {
  bettingMs: number
  dealingMs: number
  resultMs: number
}
export const DEMO_PHASES: LivePhases = { bettingMs: 15_000, dealingMs: 6_000, resultMs: 5_000 }

export interface LiveRunnerOptions {
  db: Db
  now: () => Date
  wallet: StudioWallet
  hub: LiveHub
  hmac: Hmac
  phases: LivePhases
  /** false: the tables move only when told (`advance`), for tests that step them. */
  autoRun: boolean
  /** How often credits and rollbacks whose call failed are tried again. */
  retryMs: number
  log?: (msg: string, err?: unknown) => void
}

interface TableState {
  def: LiveTableDef
  paused: boolean
  round: RoundRow | null
  timer: ReturnType<typeof setTimeout> | null
  totals: Map<string, bigint>
  bettors: Set<string>
  /** Debits sent and not answered yet, by round: the window's close waits for them. */
  inflight: Map<string, Set<Promise<unknown>>>
  /** Phase changes of one table run one after another. */
  chain: Promise<unknown>
}

const HISTORY = 60
/** A launch token's player is asked of our wallet again after this long. */
const AUTH_TTL_MS = 30_000
const fail = (status: number, msg: string, data: unknown = null) => new StudioError(status, msg, data)

/**
 * The live tables: each runs rounds on its own (betting → dealing → result → the next), stored
 * phase by phase so a restart completes or voids what it finds. Every bet is its own seamless
 * wallet round: debited at placement, credited once at the result, rolled back when voided.
 */
export function liveRunner(o: LiveRunnerOptions) {
  const { db, hub } = o
  const log = o.log ?? (() => undefined)
  const states = new Map<string, TableState>()
  const payouts = new Set<Promise<unknown>>()
  const authCache = new Map<string, { player: StudioPlayer; at: number }>()
  /** Each player's balance as our wallet last answered it (for the result's own part). */
  const lastBalance = new Map<string, bigint>()
  const heard = (playerId: string, balance: bigint) => {
    if (lastBalance.size > 50_000) lastBalance.clear()
    lastBalance.set(playerId, balance)
  }
  let sweepTimer: ReturnType<typeof setInterval> | null = null
  let closed = false

  const stateOf = (tableId: string) => {
    const s = states.get(tableId)
    if (!s) throw fail(404, 'unknownTable')
    return s
  }
  const exclusive = <T>(ts: TableState, work: () => Promise<T>): Promise<T> => {
    const run = ts.chain.then(work, work)
    ts.chain = run.catch((err) => log(`live table ${ts.def.id}`, err))
    return run
  }
  const track = <T>(p: Promise<T>) => {
    payouts.add(p)
    void p.finally(() => payouts.delete(p)).catch(() => undefined)
    return p
  }

  // --- players -----------------------------------------------------------------------------

  async function authenticate(token: string | undefined, fresh = false): Promise<StudioPlayer> {
    if (!token) throw fail(401, 'sessionExpired')
    const cached = authCache.get(token)
    if (!fresh && cached && Date.now() - cached.at < AUTH_TTL_MS) return cached.player
    let player: StudioPlayer | null
    try {
      player = await o.wallet.authenticate(LIVE_PROVIDER, token)
    } catch {
      throw fail(503, 'walletUnavailable')
    }
    if (!player) {
      authCache.delete(token)
      throw fail(401, 'sessionExpired')
    }
    if (authCache.size > 20_000) authCache.clear()
    authCache.set(token, { player, at: Date.now() })
    heard(player.playerId, player.balance)
    return player
  }
  /** `fresh`: asks our wallet now (a hello's snapshot shows the balance as it is). */
  const seatedPlayer = async (tableId: string, token: string | undefined, fresh = false) => {
    const player = await authenticate(token, fresh)
    if (player.gameId !== tableId) throw fail(403, 'wrongGame')
    return player
  }

  // --- views -------------------------------------------------------------------------------

  const totalsOf = (ts: TableState) =>
    Object.fromEntries([...ts.totals].map(([spot, v]) => [spot, formatUnits(v)]))

  /** Totals of a round from its stored bets (a round no longer the table's current one). */
  async function storedTotals(roundId: string) {
    const rows = await db.select().from(bets).where(eq(bets.roundId, roundId))
    const totals = new Map<string, bigint>()
    const bettors = new Set<string>()
    for (const b of rows) {
      if (b.status === 'refused' || b.status === 'debiting') continue
      bettors.add(b.playerId)
      for (const [s, v] of Object.entries(spotsOfRow(b))) totals.set(s, (totals.get(s) ?? 0n) + v)
    }
    return { totals: Object.fromEntries([...totals].map(([s, v]) => [s, formatUnits(v)])), bettors }
  }

  async function roundView(r: RoundRow) {
    const ts = states.get(r.tableId)
    if (ts?.round?.id === r.id)
      return publicRound(r, {
        totals: totalsOf(ts),
        players: hub.seated(r.tableId),
        bettors: ts.bettors.size,
      })
    const stored = await storedTotals(r.roundId)
    return publicRound(r, { totals: stored.totals, players: 0, bettors: stored.bettors.size })
  }

  const history = async (tableId: string, limit = HISTORY) =>
    (
      await db
        .select()
        .from(rounds)
        .where(and(eq(rounds.tableId, tableId), eq(rounds.phase, 'result')))
        .orderBy(desc(rounds.number))
        .limit(limit)
    ).map(historyRow)

  const betsOf = (roundId: string, playerId: string) =>
    db
      .select()
      .from(bets)
      .where(and(eq(bets.roundId, roundId), eq(bets.playerId, playerId)))
      .orderBy(bets.id)
  const shownBets = (rows: BetRow[]) => rows.filter((b) => b.status !== 'refused').map(myBet)

  async function snapshot(tableId: string, player: StudioPlayer | null) {
    const ts = stateOf(tableId)
    const round = ts.round ? await roundView(ts.round) : null
    return {
      table: publicTable(ts.def, ts.paused),
      round,
      history: await history(tableId),
      ...(player && {
        me: {
          balance: formatUnits(player.balance),
          bets: ts.round ? shownBets(await betsOf(ts.round.roundId, player.playerId)) : [],
        },
      }),
    }
  }

  // --- money (money.ts) ---------------------------------------------------------------------

  const { setBet, rollBack, payRound, sweep, faults } = liveMoney({
    db,
    now: o.now,
    wallet: o.wallet,
    hub,
    heard,
    lastBalance: (playerId) => lastBalance.get(playerId),
    debitOnItsWay: (tableId, roundId) => (states.get(tableId)?.inflight.get(roundId)?.size ?? 0) > 0,
  })

  // --- rounds ------------------------------------------------------------------------------

  function schedule(ts: TableState, ms: number, step: () => Promise<unknown>) {
    if (ts.timer) clearTimeout(ts.timer)
    ts.timer = null
    if (!o.autoRun || closed) return
    ts.timer = setTimeout(() => {
      ts.timer = null
      void exclusive(ts, step)
    }, ms)
  }

  async function openRound(ts: TableState) {
    if (ts.paused || closed) return null
    const now = o.now()
    const serverSeed = randomBytes(32).toString('hex')
    const [last] = await db
      .select({ n: max(rounds.number) })
      .from(rounds)
      .where(eq(rounds.tableId, ts.def.id))
    const number = (last?.n ?? 0) + 1
    const [row] = await db
      .insert(rounds)
      .values({
        roundId: `${ts.def.id}-${number}`,
        tableId: ts.def.id,
        number,
        phase: 'betting',
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        opensAt: now,
        closesAt: new Date(now.getTime() + o.phases.bettingMs),
      })
      .returning()
    const round = row as RoundRow
    ts.round = round
    ts.totals = new Map()
    ts.bettors = new Set()
    hub.broadcast(ts.def.id, 'round', { round: await roundView(round) })
    schedule(ts, o.phases.bettingMs, () => closeRound(ts))
    return round
  }

  /** The window closes: the outcome is drawn from the committed seed and sent with `deal`. */
  async function closeRound(ts: TableState) {
    const open = ts.round
    if (open?.phase !== 'betting') return
    const outcome = drawOutcome(
      ts.def.kind,
      fairRng({ serverSeed: open.serverSeed, clientSeed: ts.def.id, nonce: open.number }, o.hmac),
    )
    const [row] = await db
      .update(rounds)
      .set({ phase: 'dealing', outcome, dealEndsAt: new Date(o.now().getTime() + o.phases.dealingMs) })
      .where(and(eq(rounds.id, open.id), eq(rounds.phase, 'betting')))
      .returning()
    if (!row) return
    ts.round = row
    hub.broadcast(ts.def.id, 'deal', {
      round_id: row.roundId,
      outcome: row.outcome,
      deal_ends_at: row.dealEndsAt?.toISOString(),
    })
    schedule(ts, o.phases.dealingMs, () => settleRound(ts, row))
  }

  /**
   * The result: every debited bet's win is fixed from the stored outcome (one transaction with
   * the phase), then the credits are sent. A bet whose debit never answered is rolled back.
   */
  async function settleRound(ts: TableState, round: RoundRow) {
    await Promise.allSettled([...(ts.inflight.get(round.roundId) ?? [])])
    ts.inflight.delete(round.roundId)
    const settled = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(rounds)
        .set({ phase: 'result', settledAt: o.now() })
        .where(and(eq(rounds.id, round.id), eq(rounds.phase, 'dealing')))
        .returning()
      if (!row) return null
      const open = await tx
        .select()
        .from(bets)
        .where(and(eq(bets.roundId, row.roundId), inArray(bets.status, ['placed', 'debiting'])))
      let total = 0n
      for (const b of open) {
        if (b.status === 'debiting') {
          await tx.update(bets).set({ status: 'refunding' }).where(eq(bets.id, b.id))
          continue
        }
        const win = betWin(ts.def.kind, spotsOfRow(b), row.outcome as Record<string, unknown>)
        total += win
        await tx.update(bets).set({ status: 'crediting', win }).where(eq(bets.id, b.id))
      }
      return { row, total }
    })
    if (!settled) return null
    if (ts.round?.id === round.id) {
      ts.round = settled.row
      schedule(ts, o.phases.resultMs, () => openRound(ts))
    }
    // Wrapped, so the table's chain does not wait for the payouts.
    return { paid: track(payRound(settled.row, settled.total)) }
  }

  /** Voids a round still in its window: no outcome is dealt and every bet is rolled back. */
  async function voidRound(ts: TableState, round: RoundRow, reason: string) {
    const [row] = await db
      .update(rounds)
      .set({ phase: 'voided', settledAt: o.now(), voidReason: reason })
      .where(and(eq(rounds.id, round.id), eq(rounds.phase, 'betting')))
      .returning()
    if (!row) return null
    if (ts.timer) clearTimeout(ts.timer)
    ts.timer = null
    // No bet enters a voided round (placement checks the phase under the round's lock); those
    // whose debit is on its way are waited for, then everything taken is given back.
    await Promise.allSettled([...(ts.inflight.get(round.roundId) ?? [])])
    ts.inflight.delete(round.roundId)
    await db
      .update(bets)
      .set({ status: 'refunding' })
      .where(and(eq(bets.roundId, row.roundId), inArray(bets.status, ['placed', 'debiting'])))
    if (ts.round?.id === round.id) ts.round = row
    return { paid: track(payRound(row, null)) }
  }

  /** On start: a round past its window is completed from its seed, one still in it is voided. */
  async function recover(ts: TableState) {
    const unfinished = await db
      .select()
      .from(rounds)
      .where(and(eq(rounds.tableId, ts.def.id), inArray(rounds.phase, ['betting', 'dealing'])))
      .orderBy(rounds.number)
    for (const r of unfinished) {
      if (r.phase === 'betting') await voidRound(ts, r, 'restart')
      else await settleRound(ts, r)
    }
  }

  /** The table's totals and seated players, to everyone (throttled to 4 a second). */
  function announce(tableId: string) {
    const ts = stateOf(tableId)
    hub.totals(tableId, () =>
      ts.round
        ? {
            round_id: ts.round.roundId,
            totals: totalsOf(ts),
            players: hub.seated(tableId),
            bettors: ts.bettors.size,
          }
        : null,
    )
  }

  // --- bets --------------------------------------------------------------------------------

  const pendingBets = new Map<number, Promise<unknown>>()

  /** A bet as it stands once its debit has answered (a replay waits for the first try). */
  async function settledBet(b: BetRow): Promise<BetRow> {
    let row = b
    for (let i = 0; row.status === 'debiting' && i < 400; i++) {
      const pending = pendingBets.get(row.id)
      if (pending) await pending.catch(() => undefined)
      else await new Promise((r) => setTimeout(r, 25))
      const [fresh] = await db.select().from(bets).where(eq(bets.id, row.id))
      row = fresh ?? row
    }
    return row
  }

  async function answerBet(b: BetRow, balance: bigint | null, token: string) {
    if (b.status === 'refused') {
      if (b.refusal === 'invalidToken') throw fail(401, 'sessionExpired')
      throw fail(422, b.refusal ?? 'insufficientBalance')
    }
    if (b.status === 'debiting') throw fail(503, 'walletUnavailable')
    const known =
      balance ??
      (await authenticate(token, true).then(
        (p) => p.balance,
        () => null,
      ))
    return { bet: myBet(b), balance: known === null ? null : formatUnits(known) }
  }

  async function placeBet(
    tableId: string,
    token: string | undefined,
    body: { round_id: string; key: string; spots: Record<string, string> },
  ) {
    const ts = stateOf(tableId)
    const player = await seatedPlayer(tableId, token)
    const tokenText = token as string
    const spots = new Map<string, bigint>()
    for (const [spot, text] of Object.entries(body.spots)) {
      const limit = ts.def.spots[spot]
      const m = /^(\d{1,12})(?:\.(\d{1,6}))?$/.exec(text)
      if (!limit || !Object.hasOwn(ts.def.spots, spot) || !m) throw fail(400, 'badBet')
      const amount = BigInt(m[1] as string) * 1_000_000n + BigInt((m[2] ?? '').padEnd(6, '0'))
      if (amount <= 0n) throw fail(400, 'badBet')
      if (amount < limit.min) throw fail(422, 'belowMin', { spot, min: formatUnits(limit.min) })
      spots.set(spot, amount)
    }
    if (spots.size === 0) throw fail(400, 'badBet')

    const inserted = await db.transaction(async (tx) => {
      // One player's bets in a round one at a time, so the spot maximum holds across them.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`live:${body.round_id}:${player.playerId}`}))`,
      )
      const [round] = await tx
        .select()
        .from(rounds)
        .where(and(eq(rounds.roundId, body.round_id), eq(rounds.tableId, tableId)))
        .for('share')
      if (!round) throw fail(404, 'roundNotFound')
      // The player's bets in this round: a replay of the key answers its bet, the rest count
      // against the spot maximum.
      const all = await tx
        .select()
        .from(bets)
        .where(and(eq(bets.roundId, body.round_id), eq(bets.playerId, player.playerId)))
      const again = all.find((b) => b.key === body.key)
      if (again) return { existing: again, created: null }
      if (ts.paused) throw fail(409, 'tablePaused')
      if (round.phase !== 'betting') throw fail(409, 'betsClosed')
      const mine = all.filter((b) => b.status === 'debiting' || b.status === 'placed')
      for (const [spot, amount] of spots) {
        const before = mine.reduce((n, b) => n + (spotsOfRow(b)[spot] ?? 0n), 0n)
        const limit = ts.def.spots[spot] as { max: bigint }
        if (before + amount > limit.max)
          throw fail(422, 'aboveMax', { spot, max: formatUnits(limit.max), placed: formatUnits(before) })
      }
      const [row] = await tx
        .insert(bets)
        .values({
          betId: `b${randomBytes(8).toString('hex')}`,
          roundId: body.round_id,
          tableId,
          playerId: player.playerId,
          key: body.key,
          token: tokenText,
          currency: player.currency,
          spots: Object.fromEntries([...spots].map(([s, v]) => [s, v.toString()])),
          stake: [...spots.values()].reduce((a, b) => a + b, 0n),
          status: 'debiting',
        })
        .returning()
      return { created: row as BetRow, existing: null }
    })
    if (inserted.existing) return answerBet(await settledBet(inserted.existing), null, tokenText)

    const bet = inserted.created as BetRow
    // The debit and the bet's new status together: the window's close waits for both.
    const handled = (async () => {
      const res = await o.wallet.debit(LIVE_PROVIDER, {
        token: tokenText,
        roundId: walletRound(bet),
        transactionId: `${walletRound(bet)}:d`,
        amount: bet.stake,
      })
      if (res.ok) {
        heard(player.playerId, res.balance)
        const row = (await setBet(bet, ['debiting'], { status: 'placed' })) ?? bet
        if (ts.round?.roundId === bet.roundId && row.status === 'placed') {
          for (const [s, v] of spots) ts.totals.set(s, (ts.totals.get(s) ?? 0n) + v)
          ts.bettors.add(player.playerId)
        }
        return { row, balance: res.balance }
      }
      if (res.refusal !== 'unavailable') {
        const row = await setBet(bet, ['debiting'], { status: 'refused', refusal: res.refusal })
        return { row: row ?? bet, balance: null }
      }
      // No answer: the debit may or may not have applied; roll it back under its own id.
      await setBet(bet, ['debiting'], { status: 'refunding' })
      await rollBack({ ...bet, status: 'refunding' })
      return null
    })()
    const inflight = ts.inflight.get(bet.roundId) ?? new Set()
    ts.inflight.set(bet.roundId, inflight)
    inflight.add(handled)
    pendingBets.set(bet.id, handled)
    try {
      const done = await handled
      if (!done) throw fail(503, 'walletUnavailable')
      if (done.balance !== null) {
        announce(tableId)
        hub.toPlayer(tableId, player.playerId, 'balance', { balance: formatUnits(done.balance) })
        const cached = authCache.get(tokenText)
        if (cached) cached.player = { ...cached.player, balance: done.balance }
      }
      return answerBet(done.row, done.balance, tokenText)
    } finally {
      inflight.delete(handled)
      pendingBets.delete(bet.id)
    }
  }

  // --- the operator ------------------------------------------------------------------------

  async function operatorTable(ts: TableState) {
    const r = ts.round
    const stake = [...ts.totals.values()].reduce((a, b) => a + b, 0n)
    return {
      id: ts.def.id,
      kind: ts.def.kind,
      name: ts.def.name,
      paused: ts.paused,
      phase: r?.phase ?? null,
      round_id: r?.roundId ?? null,
      number: r?.number ?? null,
      closes_at: r?.closesAt.toISOString() ?? null,
      players_seated: hub.seated(ts.def.id),
      round_stake: formatUnits(r?.phase === 'betting' || r?.phase === 'dealing' ? stake : 0n),
      last_results: (await history(ts.def.id, 10)).map((h) => ({
        round_id: h.round_id,
        number: h.number,
        outcome: h.outcome,
      })),
    }
  }

  async function pause(tableId: string, reason: string) {
    const ts = stateOf(tableId)
    await exclusive(ts, async () => {
      await db
        .update(tablesTable)
        .set({ paused: true, pausedReason: reason, updatedAt: o.now() })
        .where(eq(tablesTable.id, tableId))
      ts.paused = true
      if (ts.round?.phase === 'betting') {
        const r = ts.round
        const voided = await voidRound(ts, r, 'paused')
        hub.broadcast(tableId, 'paused', { table_id: tableId, reason, voided_round_id: r.roundId })
        await voided?.paid
      } else hub.broadcast(tableId, 'paused', { table_id: tableId, reason, voided_round_id: null })
    })
    return operatorTable(ts)
  }

  async function resume(tableId: string) {
    const ts = stateOf(tableId)
    await exclusive(ts, async () => {
      if (!ts.paused) return
      await db
        .update(tablesTable)
        .set({ paused: false, pausedReason: null, updatedAt: o.now() })
        .where(eq(tablesTable.id, tableId))
      ts.paused = false
      hub.broadcast(tableId, 'resumed', { table_id: tableId })
      // A round being dealt when the table paused opens the next one itself.
      if (!ts.round || ts.round.phase === 'result' || ts.round.phase === 'voided') await openRound(ts)
    })
    return operatorTable(ts)
  }

  async function operatorRounds(tableId: string, limit: number, before: number | undefined) {
    stateOf(tableId)
    return roundsForOperator(db, tableId, limit, before)
  }

  return {
    authenticate,
    seatedPlayer,
    announce,
    faults,
    snapshot,
    placeBet,
    history,
    sweep,
    pause,
    resume,
    operatorRounds,
    async operatorTables() {
      return Promise.all([...states.values()].map(operatorTable))
    },
    async session(tableId: string, token: string | undefined) {
      stateOf(tableId)
      const player = await authenticate(token, true)
      if (player.gameId !== tableId) throw fail(403, 'wrongGame')
      const snap = await snapshot(tableId, player)
      return {
        ...snap,
        player: { currency: player.currency, balance: formatUnits(player.balance) },
        my_bets: snap.me?.bets ?? [],
      }
    },
    async myBets(token: string | undefined, limit: number) {
      const player = await authenticate(token)
      const rows = await db
        .select()
        .from(bets)
        .where(eq(bets.playerId, player.playerId))
        .orderBy(desc(bets.id))
        .limit(limit)
      return shownBets(rows)
    },
    async record(roundId: string) {
      const [r] = await db.select().from(rounds).where(eq(rounds.roundId, roundId))
      if (!r) throw fail(404, 'roundNotFound')
      const def = LIVE_TABLES[r.tableId] as LiveTableDef
      const view = await roundView(r)
      return {
        round_id: r.roundId,
        provider: LIVE_PROVIDER,
        table_id: r.tableId,
        kind: def.kind,
        number: r.number,
        phase: r.phase,
        server_seed_hash: r.serverSeedHash,
        server_seed: view.server_seed ?? null,
        client_seed: r.tableId,
        nonce: r.number,
        outcome: view.outcome ?? null,
        totals: view.totals,
        players: view.bettors,
        opened_at: r.opensAt.toISOString(),
        closed_at: r.closesAt.toISOString(),
        settled_at: r.settledAt?.toISOString() ?? null,
        voided: r.phase === 'voided',
      }
    },
    /** Loads the tables, finishes what a stop left unfinished, and opens the first rounds. */
    async start() {
      for (const def of Object.values(LIVE_TABLES)) {
        await db.insert(tablesTable).values({ id: def.id, kind: def.kind }).onConflictDoNothing()
        const [row] = await db.select().from(tablesTable).where(eq(tablesTable.id, def.id))
        const ts: TableState = {
          def,
          paused: row?.paused ?? false,
          round: null,
          timer: null,
          totals: new Map(),
          bettors: new Set(),
          inflight: new Map(),
          chain: Promise.resolve(),
        }
        states.set(def.id, ts)
        await exclusive(ts, async () => {
          await recover(ts)
          const [last] = await db
            .select()
            .from(rounds)
            .where(eq(rounds.tableId, def.id))
            .orderBy(desc(rounds.number))
            .limit(1)
          ts.round = last ?? null
          await openRound(ts)
        })
      }
      await Promise.allSettled([...payouts])
      await sweep().catch((err) => log('live sweep', err))
      sweepTimer = setInterval(() => void sweep().catch((err) => log('live sweep', err)), o.retryMs)
      sweepTimer.unref()
    },
    /**
     * Moves a table to its next phase now (tests): betting → dealing → result → a new round.
     * Answers once the step's credits or rollbacks were sent.
     */
    async advance(tableId: string) {
      const ts = stateOf(tableId)
      const step = await exclusive(ts, async () => {
        const r = ts.round
        if (r?.phase === 'betting') return void (await closeRound(ts))
        if (r?.phase === 'dealing') return settleRound(ts, r)
        return void (await openRound(ts))
      })
      await step?.paid
      return ts.round
    },
    current: (tableId: string) => stateOf(tableId).round,
    async close() {
      closed = true
      if (sweepTimer) clearInterval(sweepTimer)
      for (const ts of states.values()) {
        if (ts.timer) clearTimeout(ts.timer)
        await ts.chain.catch(() => undefined)
      }
      await Promise.allSettled([...payouts])
    },
  }
}
