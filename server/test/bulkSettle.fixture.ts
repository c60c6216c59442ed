// Bets for the bulk settlement tests (settleInBulk.postgres.test.ts and its child process): sports
// rows of players of their own, decided by their id, settled through the core as sports settles.
import { and, eq, like, sql } from 'drizzle-orm'
import { BET_STATUS } from '#contract/games.ts'
import type { AppContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import { recordOutcomes, settleBets } from '../modules/betting/index.ts'
import { sportBets } from '../modules/sports/tables.ts'

/**
 * `bets` pending soccer singles of `players` players named `${tag}1…` (bet n belongs to player
 * 1 + n % players, so each has several), stakes 1.000001 USDT and up; every fifth bet of the first
 * `bonusPlayers` players staked a third of it from bonus money.
 */
export async function seedBets(db: Db, tag: string, players: number, bets: number, bonusPlayers = 0) {
  await db.execute(sql`
    insert into users (account, nickname, password_hash, invite_code)
    select ${tag} || g, 'bulk', 'x', upper(${tag}) || g from generate_series(1, ${players}) g`)
  await db.execute(sql`
    insert into sport_bets (bet_no, user_id, game, selections, strings, multiple, combinations, currency,
      exchange, stake, bonus_stake, max_payout, status, shown_stake)
    select ${tag} || '-' || g, u.id, 'soccer', '[]'::jsonb, '[1]'::jsonb, 1, 1, 'USDT', 1,
      1000001 + g * 7, case when g % ${players} < ${bonusPlayers} and g % 5 = 0
        then (1000001 + g * 7) / 3 else 0 end,
      100000000000, ${BET_STATUS.pending}, 1000001 + g * 7
    from generate_series(1, ${bets}) g
    join users u on u.account = ${tag} || (1 + (g % ${players}))`)
}

type Bet = typeof sportBets.$inferSelect

/** What a bet comes to, by its id: won (2.5 × its stake and its id in micro-units), lost, or void. */
export function outcomeFor(bet: Pick<Bet, 'id' | 'stake' | 'shownStake'>) {
  switch (bet.id % 3) {
    case 0: {
      const payout = (bet.stake * 5n) / 2n + BigInt(bet.id)
      return { status: BET_STATUS.settled, payout, shownPayout: payout }
    }
    case 1:
      return { status: BET_STATUS.settled, payout: 0n, shownPayout: 0n }
    default:
      return { status: BET_STATUS.cancelled, payout: bet.stake, shownPayout: bet.shownStake }
  }
}

/** Settles the tag's pending bets as sports does (the bulk path unless `oneByOne`); answers how many. */
export async function settleTag(
  ctx: Pick<AppContext, 'db' | 'walletPush' | 'clock'>,
  tag: string,
  opts: { oneByOne?: boolean; only?: (bet: Bet) => boolean } = {},
) {
  const pending = await ctx.db
    .select()
    .from(sportBets)
    .where(and(like(sportBets.betNo, `${tag}-%`), eq(sportBets.status, BET_STATUS.pending)))
  return settleBets(
    ctx,
    'sport',
    pending.filter(opts.only ?? (() => true)),
    outcomeFor,
    (tx, bet, outcome, extraBonus, at) =>
      tx
        .update(sportBets)
        .set({ ...outcome, extraBonus, settledAt: at })
        .where(and(eq(sportBets.id, bet.id), eq(sportBets.status, BET_STATUS.pending))),
    undefined,
    undefined,
    undefined,
    opts.oneByOne ? undefined : recordOutcomes(sportBets),
  )
}
