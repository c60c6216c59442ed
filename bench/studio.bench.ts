// The sandbox studio's RTPs measured by simulation: 10 million rounds of each game, split across
// worker threads (this file is also the worker), beside the stated figure and, where the game has a
// closed form, the exact one. The words come from a fast seeded generator (studio/math/rng.ts)
// rather than the HMAC stream: the games read both the same way, the tests hold the HMAC stream to
// its vectors and uniformity, and hashing 10^8 blocks would only measure SHA-256. One last row plays
// a million dice rounds through the real HMAC stream as a cross-check.
import { createHmac } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import {
  BACCARAT_STATED_RTP_BP,
  type BaccaratBet,
  baccaratExactRtp,
  baccaratMultiplierBp,
  dealBaccarat,
} from '../studio/math/baccarat.ts'
import { CRASH_STATED_RTP_BP, crashExactRtp, crashPoint } from '../studio/math/crash.ts'
import {
  DICE_STATED_RTP_BP,
  type DiceBet,
  diceExactRtp,
  diceMultiplierBp,
  playDice,
} from '../studio/math/dice.ts'
import {
  DRAGON_TIGER_STATED_RTP_BP,
  type DragonTigerBet,
  dealDragonTiger,
  dragonTigerExactRtp,
  dragonTigerMultiplierBp,
} from '../studio/math/dragonTiger.ts'
import { fairRng, type Hmac } from '../studio/math/fair.ts'
import { MINES_STATED_RTP_BP, minesExactRtp, minesMultiplierBp, placeMines } from '../studio/math/mines.ts'
import type { Ratio } from '../studio/math/payout.ts'
import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  PLINKO_STATED_RTP_BP,
  plinkoExactRtp,
  plinkoTable,
} from '../studio/math/plinko.ts'
import { type Rng, seededRng } from '../studio/math/rng.ts'
import {
  covered,
  ROULETTE_STATED_RTP_BP,
  type RouletteBet,
  rouletteExactRtp,
  rouletteMultiplierBp,
} from '../studio/math/roulette.ts'
import { type SicboBet, sicboExactRtp, sicboMultiplierBp, throwSicbo } from '../studio/math/sicbo.ts'
import { playSlot, SLOT_STATED_RTP_BP, slotExactRtp } from '../studio/math/slot.ts'

// STUDIO_BENCH_ROUNDS shortens a trial run; the figures reported are from the full 10 million
const ROUNDS = Number(process.env.STUDIO_BENCH_ROUNDS ?? 10_000_000)
const nodeHmac: Hmac = (key, message) => new Uint8Array(createHmac('sha256', key).update(message).digest())

/** Stakes and returns in basis points of a 1× stake, per bet line of a game. */
interface Tally {
  bets: number
  returned: number
  squares: number
}
type Tallies = Record<string, Tally>

interface Line {
  label: string
  stated: number
  exact: Ratio | null
}

const diceBets: [string, DiceBet][] = [
  ['under 50.00', { direction: 'under', target: 5000 }],
  ['over 74.99', { direction: 'over', target: 7499 }],
  ['under 10.00', { direction: 'under', target: 1000 }],
]
const cashOuts = [150, 200, 1000]
const rouletteBets: [string, RouletteBet][] = [
  ['straight 17', { kind: 'straight', number: 17 }],
  ['split 17/20', { kind: 'split', numbers: [17, 20] }],
  ['red', { kind: 'red' }],
  ['odd', { kind: 'odd' }],
  ['dozen 2', { kind: 'dozen', dozen: 2 }],
  ['column 3', { kind: 'column', column: 3 }],
]
const rouletteTable = rouletteBets.map(
  ([label, bet]) => [label, new Set(covered(bet)), rouletteMultiplierBp(bet)] as const,
)
const baccaratBets: BaccaratBet[] = ['banker', 'player', 'tie']
const dragonTigerBets: DragonTigerBet[] = ['dragon', 'tiger', 'tie']
const sicboBets: [string, SicboBet][] = [
  ['small', { kind: 'small' }],
  ['big', { kind: 'big' }],
  ['odd', { kind: 'odd' }],
  ['even', { kind: 'even' }],
  ['total 4', { kind: 'total', total: 4 }],
  ['total 10', { kind: 'total', total: 10 }],
  ['single 3', { kind: 'single', face: 3 }],
  ['any triple', { kind: 'anyTriple' }],
  ['triple 6', { kind: 'triple', face: 6 }],
]
/** Sic bo states each bet's exact return (its table has no one figure), to the basis point. */
const sicboStatedBp = (bet: SicboBet) => {
  const r = sicboExactRtp(bet)
  return Number((r.num * 10_000n * 2n + r.den) / (2n * r.den))
}
/** Mines per round in turn, each cashed out after every listed number of safe picks. */
const minesPlans: [number, number[]][] = [
  [1, [1, 5, 12]],
  [3, [1, 3, 8]],
  [5, [2, 5]],
  [10, [1, 3]],
]

/** Every rows × risk table of plinko: one 16-row fall settles them all, the first n bounces for n rows. */
const plinkoLines = PLINKO_RISKS.flatMap((risk) =>
  Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => {
    const rows = PLINKO_MIN_ROWS + i
    return { label: `${rows} rows, ${risk}`, rows, risk, table: plinkoTable({ rows, risk }) }
  }),
)

/** One entry per game: its bet lines and how a round settles each of them. */
const games: Record<
  string,
  {
    lines: Line[]
    round: (rng: Rng, i: number, add: (label: string, bp: number) => void) => void
    /** Fewer rounds than ROUNDS: the HMAC cross-check, which spends its time hashing. */
    rounds?: number
    /** A sanity row beside the 10-million-round figures, not held to the ±0.3 % limit. */
    check?: boolean
  }
> = {
  slot: {
    lines: [{ label: '5×3, 10 lines, free spins', stated: SLOT_STATED_RTP_BP, exact: slotExactRtp() }],
    round: (rng, _i, add) => add('5×3, 10 lines, free spins', playSlot(rng).multiplierBp),
  },
  crash: {
    lines: cashOuts.map((m) => ({
      label: `cash out ${(m / 100).toFixed(2)}×`,
      stated: CRASH_STATED_RTP_BP,
      exact: crashExactRtp(m),
    })),
    round: (rng, _i, add) => {
      const point = crashPoint(rng.word())
      for (const m of cashOuts) add(`cash out ${(m / 100).toFixed(2)}×`, point >= m ? m * 100 : 0)
    },
  },
  mines: {
    lines: minesPlans.flatMap(([mines, picks]) =>
      picks.map((k) => ({
        label: `${mines} mines, ${k} picks`,
        stated: MINES_STATED_RTP_BP,
        exact: minesExactRtp(mines, k),
      })),
    ),
    round: (rng, i, add) => {
      const [mines, picks] = minesPlans[i % minesPlans.length] as [number, number[]]
      // the player opens tiles 0, 1, 2 … in turn: the mines are placed uniformly, so any order is as good
      const placed = placeMines(rng, mines)
      const firstMine = Math.min(...placed)
      for (const k of picks)
        add(`${mines} mines, ${k} picks`, firstMine >= k ? minesMultiplierBp(mines, k) : 0)
    },
  },
  dice: {
    lines: diceBets.map(([label, bet]) => ({ label, stated: DICE_STATED_RTP_BP, exact: diceExactRtp(bet) })),
    round: (rng, _i, add) => {
      const roll = rng.int(10_000)
      for (const [label, bet] of diceBets) {
        const win = bet.direction === 'over' ? roll > bet.target : roll < bet.target
        add(label, win ? diceMultiplierBp(bet) : 0)
      }
    },
  },
  plinko: {
    lines: plinkoLines.map(({ label, rows, risk }) => ({
      label,
      stated: PLINKO_STATED_RTP_BP,
      exact: plinkoExactRtp({ rows, risk }),
    })),
    round: (rng, _i, add) => {
      // the slot after n rows is the number of rights among the first n bounces (playPlinko's draws)
      const slots: number[] = []
      let rights = 0
      for (let row = 1; row <= PLINKO_MAX_ROWS; row++) {
        rights += rng.int(2)
        slots[row] = rights
      }
      for (const { label, rows, table } of plinkoLines) add(label, table[slots[rows] as number] as number)
    },
  },
  roulette: {
    lines: rouletteBets.map(([label, bet]) => ({
      label,
      stated: ROULETTE_STATED_RTP_BP,
      exact: rouletteExactRtp(bet),
    })),
    round: (rng, _i, add) => {
      const pocket = rng.int(37)
      for (const [label, numbers, multiplier] of rouletteTable)
        add(label, numbers.has(pocket) ? multiplier : 0)
    },
  },
  baccarat: {
    lines: baccaratBets.map((bet) => ({
      label: bet,
      stated: BACCARAT_STATED_RTP_BP[bet],
      exact: baccaratExactRtp(bet),
    })),
    round: (rng, _i, add) => {
      const { winner } = dealBaccarat(rng)
      for (const bet of baccaratBets) add(bet, baccaratMultiplierBp(bet, winner))
    },
  },
  // the live tables' new games (studio/server/live): dragon tiger and sic bo
  dragontiger: {
    lines: dragonTigerBets.map((bet) => ({
      label: bet,
      stated: DRAGON_TIGER_STATED_RTP_BP[bet],
      exact: dragonTigerExactRtp(bet),
    })),
    round: (rng, _i, add) => {
      const { winner } = dealDragonTiger(rng)
      for (const bet of dragonTigerBets) add(bet, dragonTigerMultiplierBp(bet, winner))
    },
  },
  sicbo: {
    lines: sicboBets.map(([label, bet]) => ({
      label,
      stated: sicboStatedBp(bet),
      exact: sicboExactRtp(bet),
    })),
    round: (rng, _i, add) => {
      const t = throwSicbo(rng)
      for (const [label, bet] of sicboBets) add(label, sicboMultiplierBp(bet, t))
    },
  },
  // the real derivation end to end: round i is nonce i of one seed pair, through node:crypto's HMAC
  dice·hmac: {
    rounds: Math.min(ROUNDS, 1_000_000),
    check: true,
    lines: [
      {
        label: 'under 50.00, nonce = round',
        stated: DICE_STATED_RTP_BP,
        exact: diceExactRtp(diceBets[0]?.[1] as DiceBet),
      },
    ],
    round: (_rng, i, add) => {
      const rng = fairRng(
        { serverSeed: 'bench-server-seed', clientSeed: 'bench-client-seed', nonce: i },
        nodeHmac,
      )
      add('under 50.00, nonce = round', playDice(rng, { direction: 'under', target: 5000 }).multiplierBp)
    },
  },
}

function simulate(game: string, first: number, rounds: number, seed: number): Tallies {
  const rng = seededRng(seed)
  const tallies: Tallies = {}
  const add = (label: string, bp: number) => {
    let t = tallies[label]
    if (!t) {
      t = { bets: 0, returned: 0, squares: 0 }
      tallies[label] = t
    }
    t.bets++
    t.returned += bp
    t.squares += (bp / 10_000) ** 2
  }
  const { round } = games[game] ?? { round: () => {} }
  for (let i = first; i < first + rounds; i++) round(rng, i, add)
  return tallies
}

if (!isMainThread) {
  const job = workerData as { game: string; first: number; rounds: number; seed: number }
  parentPort?.postMessage(simulate(job.game, job.first, job.rounds, job.seed))
} else {
  const threads = Math.max(1, Math.min(2, availableParallelism()))
  const pct = (x: number) => `${(x * 100).toFixed(3)} %`
  console.log(
    `${ROUNDS.toLocaleString('en')} rounds per game on ${threads} worker threads (sfc32 words; the last row through the HMAC stream)`,
  )
  console.log(
    'game      bet line                     measured     stated       deviation   exact        ±1 s.e.   time',
  )
  let worst = 0
  for (const [game, { lines, rounds = ROUNDS, check }] of Object.entries(games)) {
    const started = performance.now()
    const share = Math.ceil(rounds / threads)
    const parts = await Promise.all(
      Array.from(
        { length: threads },
        (_, t) =>
          new Promise<Tallies>((resolve, reject) => {
            const worker = new Worker(new URL(import.meta.url), {
              workerData: {
                game,
                first: t * share,
                rounds: Math.min(share, rounds - t * share),
                seed: 2026 + t,
              },
            })
            worker.once('message', resolve)
            worker.once('error', reject)
          }),
      ),
    )
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const pooled = { bets: 0, returned: 0, squares: 0, stated: 0 }
    const row = (label: string, t: Tally, statedBp: number, exactRatio: Ratio | null) => {
      const measured = t.returned / 10_000 / t.bets
      const stated = statedBp / 10_000
      const se = Math.sqrt((t.squares / t.bets - measured ** 2) / t.bets)
      const exact = exactRatio ? Number((exactRatio.num * 10n ** 12n) / exactRatio.den) / 1e12 : null
      console.log(
        [
          game.padEnd(9),
          label.padEnd(28),
          pct(measured).padStart(11),
          pct(stated).padStart(11),
          `${measured >= stated ? '+' : '−'}${pct(Math.abs(measured - stated))}`.padStart(11),
          (exact === null ? '—' : pct(exact)).padStart(11),
          // pooled lines settle the same rounds, so their spread is not independent: no s.e. for them
          (exactRatio || lines.length === 1 ? pct(se) : '—').padStart(9),
          `${seconds} s (${t.bets.toLocaleString('en')} bets)`,
        ].join('  '),
      )
      return Math.abs(measured - stated)
    }
    for (const line of lines) {
      const t = parts.reduce(
        (sum, p) => {
          const x = p[line.label]
          return x
            ? {
                bets: sum.bets + x.bets,
                returned: sum.returned + x.returned,
                squares: sum.squares + x.squares,
              }
            : sum
        },
        { bets: 0, returned: 0, squares: 0 },
      )
      row(line.label, t, line.stated, line.exact)
      pooled.bets += t.bets
      pooled.returned += t.returned
      pooled.squares += t.squares
      pooled.stated += line.stated * t.bets
    }
    // the game as a whole, every bet line pooled: what its stated RTP promises
    if (check) continue
    if (lines.length > 1)
      worst = Math.max(worst, row('all bets above', pooled, pooled.stated / pooled.bets, null))
    else
      worst = Math.max(
        worst,
        Math.abs(pooled.returned / 10_000 / pooled.bets - pooled.stated / pooled.bets / 10_000),
      )
  }
  console.log(
    `largest deviation of a game (10 million rounds) from its stated RTP: ${pct(worst)} (limit 0.300 %)`,
  )
}
