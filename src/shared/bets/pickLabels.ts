import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Kind, SportGame } from '#engine/index.ts'

const KINDS: Record<Kind, MessageDescriptor> = {
  wl: msg({ id: 'market.wl', message: 'Win / draw / lose' }),
  handicap: msg({ id: 'market.handicap', message: 'Handicap' }),
  correct_score: msg({ id: 'market.correct_score', message: 'Correct score' }),
  goals: msg({ id: 'market.goals', message: 'Total goals' }),
  half: msg({ id: 'market.half', message: 'Half time / full time' }),
  bs: msg({ id: 'market.bs', message: 'Total points' }),
  mv: msg({ id: 'market.mv', message: 'Winning margin' }),
  up: msg({ id: 'market.up', message: 'Up / down, odd / even' }),
}

const BASKETBALL_WL = msg({ id: 'market.winner', message: 'Winner' })

const SIDES: Record<string, MessageDescriptor> = {
  w: msg({ id: 'pick.home', message: 'Home' }),
  d: msg({ id: 'pick.draw', message: 'Draw' }),
  l: msg({ id: 'pick.away', message: 'Away' }),
}

const NAMED: Record<string, MessageDescriptor> = {
  w_other: msg({ id: 'pick.homeOther', message: 'Home other' }),
  d_other: msg({ id: 'pick.drawOther', message: 'Draw other' }),
  l_other: msg({ id: 'pick.awayOther', message: 'Away other' }),
  ts: msg({ id: 'pick.upOdd', message: 'Up odd' }),
  td: msg({ id: 'pick.upEven', message: 'Up even' }),
  ds: msg({ id: 'pick.downOdd', message: 'Down odd' }),
  dd: msg({ id: 'pick.downEven', message: 'Down even' }),
}

const OVER = msg({ id: 'pick.over', message: 'Over {line}' })
const UNDER = msg({ id: 'pick.under', message: 'Under {line}' })
const GOALS = msg({ id: 'pick.goals', message: '{goals} goals' })

/** Half-time/full-time codes read as "H/D": one letter per half, home first. */
const SHORT: Record<string, string> = { w: 'H', d: 'D', l: 'A' }

export function kindLabel(i18n: I18n, game: SportGame, kind: Kind): string {
  return i18n._(game === 'basketball' && kind === 'wl' ? BASKETBALL_WL : KINDS[kind])
}

/** The slip keeps one handicap per match; only these markets are played with it. */
export const handicapFor = (game: SportGame, kind: Kind, handicap: number | undefined) =>
  kind === 'handicap' || (game === 'bd' && kind === 'wl') ? handicap : undefined

const signed = (n: number) => (n > 0 ? `+${n}` : String(n))

/** A pick as the player reads it: "Home", "Over 214.5", "2:1", "7+", "H/D", "Home 6-10". */
export function pickLabel(
  i18n: I18n,
  kind: Kind,
  name: string,
  extra: { handicap?: number | null; line?: number | null } = {},
): string {
  if (NAMED[name] && (kind === 'correct_score' || kind === 'up')) return i18n._(NAMED[name])
  switch (kind) {
    case 'wl':
    case 'handicap': {
      const side = i18n._(SIDES[name] ?? SIDES.w ?? BASKETBALL_WL)
      return extra.handicap ? `${side} (${signed(extra.handicap)})` : side
    }
    case 'bs': {
      const line = extra.line ?? ''
      return i18n._((name === 'b' ? OVER : UNDER).id, { line })
    }
    case 'mv':
      return `${i18n._(SIDES[name[0] ?? 'w'] ?? BASKETBALL_WL)} ${name.slice(1)}`
    case 'half':
      return `${SHORT[name[0] ?? ''] ?? ''}/${SHORT[name[1] ?? ''] ?? ''}`
    case 'goals':
      return i18n._(GOALS.id, { goals: name })
    default:
      return name
  }
}

const SINGLE = msg({ id: 'betslip.single', message: 'Single match' })
const STRING = msg({ id: 'betslip.string', message: '{k} String 1' })

/** Spec §3 parlay options: 1 is "Single match", k is "k String 1". */
export const parlayName = (i18n: I18n, k: number) => (k === 1 ? i18n._(SINGLE) : i18n._(STRING.id, { k }))
