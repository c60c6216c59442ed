// Random small slips over every market, for property tests against the brute-force reference.
import { type Kind, type Selection, type SlipInput, SPORT_GAMES, type SportGame } from '../types.ts'

const HALF = ['ww', 'wd', 'wl', 'dw', 'dd', 'dl', 'lw', 'ld', 'll']
const SCORES =
  '1:0 2:0 2:1 3:0 3:1 3:2 4:0 4:1 4:2 5:0 5:1 5:2 0:1 0:2 1:2 0:3 1:3 2:3 0:4 1:4 2:4 0:5 1:5 2:5 0:0 1:1 2:2 3:3 w_other d_other l_other'.split(
    ' ',
  )
const BANDS = ['1-5', '6-10', '11-15', '16-20', '21-25', '26+']

export const NAMES: Record<SportGame, Partial<Record<Kind, string[]>>> = {
  soccer: {
    wl: ['w', 'd', 'l'],
    handicap: ['w', 'd', 'l'],
    correct_score: SCORES,
    goals: ['0', '1', '2', '3', '4', '5', '6', '7+'],
    half: HALF,
  },
  bd: {
    wl: ['w', 'd', 'l'],
    correct_score: SCORES,
    goals: ['0', '1', '2', '3', '4', '5', '6', '7+'],
    half: HALF,
    up: ['ts', 'td', 'ds', 'dd'],
  },
  basketball: {
    wl: ['w', 'l'],
    handicap: ['w', 'l'],
    bs: ['b', 's'],
    mv: [...BANDS.map((b) => `w${b}`), ...BANDS.map((b) => `l${b}`)],
  },
}

function pick<T>(rnd: () => number, items: readonly T[]): T {
  return items[Math.floor(rnd() * items.length)] as T
}

/** Mostly everyday odds, some long ones so that caps bind, rarely enough to cap a single. */
function odds(rnd: () => number): number {
  const tier = rnd()
  const raw = tier < 0.7 ? 1.01 + rnd() * 7 : tier < 0.93 ? 8 + rnd() * 400 : 400 + rnd() * 60_000
  return Math.round(raw * 100) / 100
}

export function randomSlip(rnd: () => number, games: readonly SportGame[] = SPORT_GAMES): SlipInput {
  const game = pick(rnd, games)
  const n = 1 + Math.floor(rnd() * 4)
  const selections: Selection[] = []
  for (let m = 0; m < n; m++) {
    const handicap =
      game === 'basketball'
        ? pick(rnd, [-1, 1]) * (0.5 + Math.floor(rnd() * 13))
        : pick(rnd, [-2, -1, 0, 1, 2])
    const lines = [180.5 + Math.floor(rnd() * 40), 200.5]
    const picks = 1 + Math.floor(rnd() * (n <= 2 ? 5 : 3))
    const seen = new Set<string>()
    for (let p = 0; p < picks; p++) {
      const kind = pick(rnd, Object.keys(NAMES[game]) as Kind[])
      const name = pick(rnd, NAMES[game][kind] ?? [])
      const line = kind === 'bs' ? pick(rnd, lines) : undefined
      const key = `${kind} ${name} ${line}`
      if (seen.has(key)) continue
      seen.add(key)
      selections.push({ matchId: `m${m}`, kind, name, odds: odds(rnd), handicap, ...(line ? { line } : {}) })
    }
  }
  let strings = Array.from({ length: n }, (_, i) => i + 1).filter(() => rnd() < 0.5)
  if (strings.length === 0) strings = [1 + Math.floor(rnd() * n)]
  return { game, selections, strings, multiple: 1 + Math.floor(rnd() * 20) }
}
