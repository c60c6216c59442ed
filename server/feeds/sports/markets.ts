import type { Kind, SportGame } from '#engine/index.ts'
import { basketballModel, type MarketEntry, price, soccerModel } from './pricing.ts'

const WIN_SCORES = ['1:0', '2:0', '2:1', '3:0', '3:1', '3:2', '4:0', '4:1', '4:2', '5:0', '5:1', '5:2']
const SCORES = [
  ...WIN_SCORES,
  ...WIN_SCORES.map((s) => s.split(':').reverse().join(':')),
  '0:0',
  '1:1',
  '2:2',
  '3:3',
  'w_other',
  'd_other',
  'l_other',
]
const GOALS = ['0', '1', '2', '3', '4', '5', '6', '7+']
const HALF = ['ww', 'wd', 'wl', 'dw', 'dd', 'dl', 'lw', 'ld', 'll']
const BANDS = ['1-5', '6-10', '11-15', '16-20', '21-25', '26+']
const sel = (kind: Kind, name: string, extra: { handicap?: number; line?: number } = {}) => ({
  kind,
  name,
  ...extra,
})

/** Team strength as expected goals (soccer, bd) or points (basketball) for each side. */
export interface Strength {
  home: number
  away: number
}

/**
 * Every market of markets.md for one match, priced from its model. The handicap line is the
 * whole number (soccer, bd) or half point (basketball) that makes the favourite's side closest
 * to even.
 */
export function marketsFor(game: SportGame, s: Strength): MarketEntry[] {
  if (game === 'basketball') {
    const model = basketballModel(s.home, s.away)
    const handicap = Math.round(s.away - s.home) + 0.5
    const line = Math.round(s.home + s.away) + 0.5
    return price(game, model, [
      sel('wl', 'w'),
      sel('wl', 'l'),
      sel('handicap', 'w', { handicap }),
      sel('handicap', 'l', { handicap }),
      sel('bs', 'b', { line }),
      sel('bs', 's', { line }),
      ...BANDS.flatMap((b) => [sel('mv', `w${b}`), sel('mv', `l${b}`)]),
    ])
  }
  const model = soccerModel(s.home, s.away)
  const handicap = s.home > s.away ? -1 : 1
  // Beijing single has one win/draw/lose per match, with the handicap (0 between near equals).
  const wl =
    game === 'bd'
      ? (['w', 'd', 'l'] as const).map((n) =>
          sel('wl', n, { handicap: Math.abs(s.home - s.away) < 0.35 ? 0 : handicap }),
        )
      : [
          ...(['w', 'd', 'l'] as const).map((n) => sel('wl', n)),
          ...(['w', 'd', 'l'] as const).map((n) => sel('handicap', n, { handicap })),
        ]
  const markets = [
    ...wl,
    ...SCORES.map((n) => sel('correct_score', n)),
    ...GOALS.map((n) => sel('goals', n)),
    ...HALF.map((n) => sel('half', n)),
    ...(game === 'bd' ? ['ts', 'td', 'ds', 'dd'].map((n) => sel('up', n)) : []),
  ]
  return price(game, model, markets, game === 'bd' ? 0.05 : 0.08)
}
