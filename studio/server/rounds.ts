import { randomBytes } from 'node:crypto'
import { and, desc, eq, inArray, lt, or } from 'drizzle-orm'
import { fairRng, type Hmac } from '../math/fair.ts'
import { formatUnits, parseUnits } from '../math/units.ts'
import { CATALOG, gameOf, type WalletModel } from './catalog.ts'
import type { Db } from './db/client.ts'
import { rounds, seeds as seedsTable } from './db/schema.ts'
import { StudioError } from './http.ts'
import type { AnyKind, GameKind, Played, Settled } from './kinds/kind.ts'
import { activeSeeds, publicSeeds, type SeedRow, takeNonce } from './seeds.ts'
import type { StudioPlayer, StudioWallet } from './wallets/wallet.ts'

export type RoundRow = typeof rounds.$inferSelect

export interface StudioDeps {
  db: Db
  now: () => Date
  /** One adapter per wallet model; a model without one answers walletUnavailable. */
  wallets: Partial<Record<WalletModel, StudioWallet>>
  kinds: Partial<Record<GameKind, AnyKind>>
  hmac: Hmac
}

/** A round whose debit went unanswered this long is rolled back by the sweep. */
const DEBIT_GRACE_MS = 60_000
/** An open round left this long is ended by its kind's `expire` (crash past its point). */
const OPEN_TTL_MS = 10 * 60_000
/** Immediate tries of a credit before the round is left to the sweep. */
const CREDIT_TRIES = 2

const fail = (status: number, msg: string) => new StudioError(status, msg)

/**
 * What anyone may read of a round: the seeds it played (its own client seed, the pair's hash) and
 * the server seed only once it was revealed by a rotation. A round that drew nothing (no nonce:
 * refused, or rolled back before its outcome) shows no seeds.
 */
export function publicRound(r: RoundRow, pair: SeedRow | null) {
  const open = r.status === 'open' || r.status === 'debiting'
  const seeds = r.nonce === null ? null : pair
  return {
    round_id: r.roundId,
    provider: r.provider,
    game_id: r.gameId,
    kind: r.kind,
    currency: r.currency,
    bet: formatUnits(r.bet),
    stake: formatUnits(r.stake),
    win: formatUnits(r.win),
    status: r.status,
    nonce: r.nonce,
    client_seed: seeds ? r.clientSeed : null,
    server_seed_hash: seeds?.serverSeedHash ?? null,
    server_seed: seeds?.revealedAt ? seeds.serverSeed : null,
    params: r.params,
    actions: r.actions,
    outcome: open ? null : r.outcome,
    view: r.status === 'open' ? r.outcome : null,
    created_at: r.createdAt.toISOString(),
    settled_at: r.settledAt?.toISOString() ?? null,
  }
}
export type PublicRound = ReturnType<typeof publicRound>

/**
 * The studio's round lifecycle, the same for every kind and wallet model:
 * 1. the bet is debited through the wallet BEFORE any outcome is drawn (a refusal moves nothing
 *    and is told; no answer → the round is rolled back);
 *    the round is bound to the player's seed pair and client seed before its debit, so a rotation
 *    is refused from then on and a client-seed change plays from the next round;
 * 2. the outcome is drawn from the bound seeds and the pair's next nonce, in one transaction;
 * 3. a finished round's win is credited under one transaction id, retried until it lands (the
 *    wallet applies it once); the round stays 'crediting' meanwhile.
 */
export function studioRounds(deps: StudioDeps) {
  const { db } = deps

  const walletOf = (provider: string) => {
    const model = CATALOG[provider]?.model
    const wallet = model ? deps.wallets[model] : undefined
    if (!wallet) throw fail(503, 'walletUnavailable')
    return wallet
  }

  async function authenticate(provider: string, token: string | undefined): Promise<StudioPlayer> {
    if (!token) throw fail(401, 'sessionExpired')
    let player: StudioPlayer | null
    try {
      player = await walletOf(provider).authenticate(provider, token)
    } catch (err) {
      if (err instanceof StudioError) throw err
      throw fail(503, 'walletUnavailable')
    }
    if (!player) throw fail(401, 'sessionExpired')
    return player
  }

  const seedsOf = async (r: RoundRow) => {
    if (r.seedId === null) return null
    const [s] = await db.select().from(seedsTable).where(eq(seedsTable.id, r.seedId))
    return s ?? null
  }
  const withSeeds = async (r: RoundRow) => publicRound(r, await seedsOf(r))

  const update = async (id: number, set: Partial<typeof rounds.$inferInsert>) => {
    const [row] = await db.update(rounds).set(set).where(eq(rounds.id, id)).returning()
    return row as RoundRow
  }

  /** Credits a finished round's win; answers the balance when it landed, null when left for later. */
  async function credit(r: RoundRow): Promise<bigint | null> {
    const wallet = walletOf(r.provider)
    for (let i = 0; i < CREDIT_TRIES; i++) {
      const res = await wallet.credit(r.provider, {
        token: r.token,
        roundId: r.roundId,
        transactionId: `${r.roundId}:c`,
        amount: r.win,
      })
      if (res.ok) {
        await update(r.id, { status: 'settled', settledAt: deps.now() })
        return res.balance
      }
      // The operator closed the round (rolled back, the bet returned): nothing more to pay.
      if (res.refusal === 'roundClosed') {
        await update(r.id, { status: 'rolled_back', settledAt: deps.now() })
        return null
      }
    }
    return null
  }

  async function rollBack(r: RoundRow) {
    const res = await walletOf(r.provider).rollback(r.provider, {
      token: r.token,
      roundId: r.roundId,
      transactionId: `${r.roundId}:r`,
    })
    if (res.ok) await update(r.id, { status: 'rolled_back', settledAt: deps.now() })
    return res.ok
  }

  /** Ends the open rounds left past OPEN_TTL_MS whose kind can end them; answers how many it ended. */
  async function expireLeft(scope: ReturnType<typeof and>) {
    const cutoff = new Date(deps.now().getTime() - OPEN_TTL_MS)
    const left = await db
      .select()
      .from(rounds)
      .where(and(scope, eq(rounds.status, 'open'), lt(rounds.createdAt, cutoff)))
      .limit(100)
    let ended = 0
    for (const r of left) {
      const kind = deps.kinds[r.kind as GameKind]
      if (!kind?.expire || r.seedId === null || r.nonce === null || r.clientSeed === null) continue
      const done = await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(rounds).where(eq(rounds.id, r.id)).for('update')
        const [seeds] = await tx
          .select()
          .from(seedsTable)
          .where(eq(seedsTable.id, r.seedId as number))
        if (locked?.status !== 'open' || !seeds) return null
        const rng = fairRng(
          { serverSeed: seeds.serverSeed, clientSeed: r.clientSeed as string, nonce: r.nonce as number },
          deps.hmac,
        )
        const settled = kind.expire?.(rng, locked.state) as Settled
        const elapsedMs = deps.now().getTime() - locked.createdAt.getTime()
        const [row] = await tx
          .update(rounds)
          .set({
            status: 'crediting',
            win: settled.win,
            outcome: settled.outcome,
            state: null,
            actions: [
              ...(locked.actions as unknown[]),
              { action: null, elapsed_ms: elapsedMs, expired: true },
            ],
          })
          .where(eq(rounds.id, r.id))
          .returning()
        return row as RoundRow
      })
      if (done) {
        await credit(done)
        ended++
      }
    }
    return ended
  }

  const kindOf = (kind: string) => {
    const k = deps.kinds[kind as GameKind]
    if (!k) throw fail(404, 'unknownGame')
    return k
  }

  /**
   * The round and the balance after it. A credit left for later: the balance as the wallet has it
   * now, or null when the wallet does not answer that either (the round happened all the same).
   */
  const answer = async (r: RoundRow, balance: bigint | null, provider: string, token: string) => {
    const known =
      balance ??
      (await authenticate(provider, token).then(
        (p) => p.balance,
        () => null,
      ))
    return { round: await withSeeds(r), balance: known === null ? null : formatUnits(known) }
  }

  return {
    authenticate,

    async session(provider: string, gameId: string, token: string | undefined) {
      const game = gameOf(provider, gameId)
      if (!game) throw fail(404, 'unknownGame')
      let player = await authenticate(provider, token)
      if (player.gameId !== gameId) throw fail(403, 'wrongGame')
      // Credits left open by a failed call land before the player sees the balance.
      if (await this.settlePending(provider, player.playerId)) player = await authenticate(provider, token)
      const seeds = await activeSeeds(db, provider, player.playerId)
      const [open] = await db
        .select()
        .from(rounds)
        .where(
          and(
            eq(rounds.provider, provider),
            eq(rounds.playerId, player.playerId),
            eq(rounds.gameId, gameId),
            eq(rounds.status, 'open'),
          ),
        )
        .orderBy(desc(rounds.id))
        .limit(1)
      return {
        game: { provider, game_id: gameId, name: game.title.name, kind: game.title.kind },
        player: { currency: player.currency, balance: formatUnits(player.balance) },
        fair: publicSeeds(seeds),
        open: open ? await withSeeds(open) : null,
      }
    },

    async start(
      provider: string,
      gameId: string,
      token: string | undefined,
      betText: string,
      rawParams: unknown,
    ) {
      const game = gameOf(provider, gameId)
      if (!game) throw fail(404, 'unknownGame')
      const kind = kindOf(game.title.kind)
      const bet = parseUnits(betText)
      if (bet === null || bet <= 0n) throw fail(400, 'badBet')
      const params = kind.params.safeParse(rawParams ?? {})
      if (!params.success) throw fail(400, 'badParams')
      let stake: bigint
      try {
        stake = kind.stake(params.data, bet)
      } catch {
        throw fail(400, 'badParams')
      }
      if (stake <= 0n) throw fail(400, 'badBet')
      const player = await authenticate(provider, token)
      if (player.gameId !== gameId) throw fail(403, 'wrongGame')
      if (stake > player.balance) throw fail(422, 'insufficientBalance')

      const roundId = `${provider}-${randomBytes(12).toString('base64url')}`
      // The round is bound to the player's seed pair and client seed under the pair's row lock, in
      // the transaction that records it: from here on (its debit included) it counts as open, and a
      // rotation, which takes the same lock, is refused until it ends (seeds.ts, rotateSeeds).
      let round = await db.transaction(async (tx) => {
        const seeds = await activeSeeds(tx, provider, player.playerId, true)
        const [created] = await tx
          .insert(rounds)
          .values({
            roundId,
            provider,
            gameId,
            kind: kind.kind,
            playerId: player.playerId,
            token: token as string,
            currency: player.currency,
            bet,
            stake,
            status: 'debiting',
            seedId: seeds.id,
            clientSeed: seeds.clientSeed,
            params: params.data,
            createdAt: deps.now(),
          })
          .returning()
        return created as RoundRow
      })
      const debit = await walletOf(provider).debit(provider, {
        token: round.token,
        roundId,
        transactionId: `${roundId}:d`,
        amount: stake,
      })
      if (!debit.ok) {
        if (debit.refusal === 'unavailable') {
          // Whether the bet was taken is unknown: give it back (a rollback before the debit closes the round).
          await rollBack(round)
          throw fail(503, 'walletUnavailable')
        }
        await update(round.id, { status: 'refused', refusal: debit.refusal, settledAt: deps.now() })
        throw fail(
          debit.refusal === 'invalidToken' ? 401 : 422,
          debit.refusal === 'invalidToken' ? 'sessionExpired' : debit.refusal,
        )
      }

      // The bet is taken: only now is the outcome drawn, from the seeds the round was bound to.
      const bound = round
      round = await db.transaction(async (tx) => {
        // A debit slower than the sweep's cutoff may have been rolled back meanwhile: the stake is
        // back with the player, so the round must not be drawn (and won) after all.
        const [still] = await tx.select().from(rounds).where(eq(rounds.id, bound.id)).for('update')
        if (still?.status !== 'debiting') throw fail(409, 'roundClosed')
        const seeds = await takeNonce(tx, bound.seedId as number)
        const nonce = seeds.nextNonce
        const rng = fairRng(
          { serverSeed: seeds.serverSeed, clientSeed: bound.clientSeed as string, nonce },
          deps.hmac,
        )
        const played = kind.start(rng, bet, params.data) as Played<unknown>
        const [row] = await tx
          .update(rounds)
          .set({
            nonce,
            status: played.done ? 'crediting' : 'open',
            win: played.done ? played.win : 0n,
            outcome: played.done ? played.outcome : played.view,
            state: played.done ? null : played.state,
          })
          .where(eq(rounds.id, round.id))
          .returning()
        return row as RoundRow
      })
      if (round.status === 'open') return answer(round, debit.balance, provider, round.token)
      const balance = await credit(round)
      const [now] = await db.select().from(rounds).where(eq(rounds.id, round.id))
      return answer(now as RoundRow, balance, provider, round.token)
    },

    async step(provider: string, roundId: string, token: string | undefined, rawAction: unknown) {
      const player = await authenticate(provider, token)
      const [found] = await db
        .select()
        .from(rounds)
        .where(and(eq(rounds.provider, provider), eq(rounds.roundId, roundId)))
      if (!found || found.playerId !== player.playerId) throw fail(404, 'roundNotFound')
      const kind = kindOf(found.kind)
      if (!kind.step) throw fail(400, 'badAction')
      const action = kind.action
        ? kind.action.safeParse(rawAction)
        : { success: true as const, data: rawAction }
      if (!action.success) throw fail(400, 'badAction')
      const round = await db.transaction(async (tx) => {
        const [r] = await tx.select().from(rounds).where(eq(rounds.id, found.id)).for('update')
        if (r?.status !== 'open' || r.seedId === null || r.nonce === null || r.clientSeed === null)
          throw fail(409, 'roundClosed')
        const [seeds] = await tx.select().from(seedsTable).where(eq(seedsTable.id, r.seedId))
        if (!seeds) throw fail(409, 'roundClosed')
        const rng = fairRng(
          { serverSeed: seeds.serverSeed, clientSeed: r.clientSeed, nonce: r.nonce },
          deps.hmac,
        )
        const elapsedMs = deps.now().getTime() - r.createdAt.getTime()
        let played: Played<unknown>
        try {
          played = kind.step?.(rng, r.state, action.data, elapsedMs) as Played<unknown>
        } catch (err) {
          if (err instanceof RangeError) throw fail(400, 'badAction')
          throw err
        }
        const actions = [...(r.actions as unknown[]), { action: action.data, elapsed_ms: elapsedMs }]
        const [row] = await tx
          .update(rounds)
          .set({
            status: played.done ? 'crediting' : 'open',
            win: played.done ? played.win : 0n,
            outcome: played.done ? played.outcome : played.view,
            state: played.done ? null : played.state,
            actions,
          })
          .where(eq(rounds.id, r.id))
          .returning()
        return row as RoundRow
      })
      const balance = round.status === 'crediting' ? await credit(round) : null
      const [now] = await db.select().from(rounds).where(eq(rounds.id, round.id))
      return answer(now as RoundRow, balance, provider, round.token)
    },

    async history(provider: string, player: StudioPlayer, limit: number) {
      const rows = await db
        .select()
        .from(rounds)
        .where(
          and(
            eq(rounds.provider, provider),
            eq(rounds.playerId, player.playerId),
            inArray(rounds.status, ['open', 'crediting', 'settled', 'rolled_back']),
          ),
        )
        .orderBy(desc(rounds.id))
        .limit(limit)
      return Promise.all(rows.map(withSeeds))
    },

    async record(provider: string, roundId: string) {
      const [r] = await db
        .select()
        .from(rounds)
        .where(and(eq(rounds.provider, provider), eq(rounds.roundId, roundId)))
      if (!r || r.status === 'refused' || r.status === 'debiting') throw fail(404, 'roundNotFound')
      return withSeeds(r)
    },

    /**
     * Retries what a failed call left: credits of finished rounds, rollbacks of debits that went
     * unanswered, and open rounds a kind ends when left (`expire`). Answers how many it closed.
     */
    async settlePending(provider?: string, playerId?: string) {
      const cutoff = new Date(deps.now().getTime() - DEBIT_GRACE_MS)
      const scope = and(
        provider ? eq(rounds.provider, provider) : undefined,
        playerId ? eq(rounds.playerId, playerId) : undefined,
      )
      const pending = await db
        .select()
        .from(rounds)
        .where(
          and(
            scope,
            or(
              eq(rounds.status, 'crediting'),
              and(eq(rounds.status, 'debiting'), lt(rounds.createdAt, cutoff)),
            ),
          ),
        )
        .orderBy(rounds.id)
        .limit(100)
      let closed = await expireLeft(scope)
      for (const r of pending) {
        if (r.status === 'crediting') {
          await credit(r)
          const [now] = await db.select({ status: rounds.status }).from(rounds).where(eq(rounds.id, r.id))
          if (now?.status !== 'crediting') closed++
        } else if (await rollBack(r)) closed++
      }
      return closed
    },
  }
}
export type StudioRounds = ReturnType<typeof studioRounds>
