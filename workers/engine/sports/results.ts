import type { Score, Selection, SportGame } from '../types.ts'

const sign = (x: number): number => (x > 0 ? 1 : x < 0 ? -1 : 0)
const LETTER = new Map([
  ['w', 1],
  ['d', 0],
  ['l', -1],
])

/** Correct-score names with their own odds; everything else falls into w_other, d_other, l_other. */
const WINS = ['1:0', '2:0', '2:1', '3:0', '3:1', '3:2', '4:0', '4:1', '4:2', '5:0', '5:1', '5:2']
export const LISTED_SCORES: ReadonlySet<string> = new Set([
  ...WINS,
  ...WINS.map((s) => s.split(':').reverse().join(':')),
  '0:0',
  '1:1',
  '2:2',
  '3:3',
])
const OTHER = new Map([
  ['w_other', 1],
  ['d_other', 0],
  ['l_other', -1],
])
const GOALS = ['0', '1', '2', '3', '4', '5', '6', '7+']
const MARGIN_BANDS = ['1-5', '6-10', '11-15', '16-20', '21-25', '26+']

function marginBand(margin: number): string {
  return MARGIN_BANDS[Math.min(5, Math.floor((margin - 1) / 5))] ?? ''
}

function soccerWins(game: SportGame, sel: Selection, s: Score): boolean | undefined {
  const total = s.home + s.away
  switch (sel.kind) {
    case 'wl':
    case 'handicap': {
      const handicap = sel.kind === 'handicap' || game === 'bd' ? (sel.handicap ?? 0) : 0
      const result = LETTER.get(sel.name)
      return result === undefined ? undefined : result === sign(s.home + handicap - s.away)
    }
    case 'correct_score': {
      const score = `${s.home}:${s.away}`
      if (LISTED_SCORES.has(sel.name)) return sel.name === score
      const result = OTHER.get(sel.name)
      return result === undefined ? undefined : result === sign(s.home - s.away) && !LISTED_SCORES.has(score)
    }
    case 'goals':
      return GOALS.includes(sel.name) ? sel.name === (GOALS[Math.min(total, 7)] ?? '') : undefined
    case 'half': {
      const [half, full] = [LETTER.get(sel.name[0] ?? ''), LETTER.get(sel.name[1] ?? '')]
      if (half === undefined || full === undefined || sel.name.length !== 2) return undefined
      return half === sign(s.halfHome - s.halfAway) && full === sign(s.home - s.away)
    }
    case 'up': {
      const up = sel.name[0] === 't' ? true : sel.name[0] === 'd' ? false : undefined
      const odd = sel.name[1] === 's' ? true : sel.name[1] === 'd' ? false : undefined
      if (up === undefined || odd === undefined || sel.name.length !== 2) return undefined
      return up === total >= 3 && odd === (total % 2 === 1)
    }
    default:
      return undefined
  }
}

function basketballWins(sel: Selection, s: Score): boolean | undefined {
  const homeWins = s.home > s.away
  switch (sel.kind) {
    case 'wl':
      return sel.name === 'w' ? homeWins : sel.name === 'l' ? !homeWins : undefined
    case 'handicap': {
      const covers = s.home + (sel.handicap ?? 0) > s.away
      return sel.name === 'w' ? covers : sel.name === 'l' ? !covers : undefined
    }
    case 'bs': {
      const above = s.home + s.away > (sel.line ?? 0)
      return sel.name === 'b' ? above : sel.name === 's' ? !above : undefined
    }
    case 'mv': {
      const side = sel.name[0] === 'w' ? true : sel.name[0] === 'l' ? false : undefined
      if (side === undefined || !MARGIN_BANDS.includes(sel.name.slice(1))) return undefined
      return side === homeWins && sel.name.slice(1) === marginBand(Math.abs(s.home - s.away))
    }
    default:
      return undefined
  }
}

/** Whether a selection wins on a final score (markets.md "Market results"). Throws on an unknown name. */
export function selectionWins(game: SportGame, sel: Selection, score: Score): boolean {
  const won = game === 'basketball' ? basketballWins(sel, score) : soccerWins(game, sel, score)
  if (won === undefined) throw new RangeError(`unknown ${game} selection ${sel.kind} ${sel.name}`)
  return won
}
