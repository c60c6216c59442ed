import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LiveOutcome } from '#contract/backofficeRoles.ts'

/** A round's phase at the studio (live.md). */
export const PHASE_LABELS: Record<string, ReturnType<typeof msg>> = {
  betting: msg({ id: 'bo.live.phase.betting', message: 'Betting' }),
  dealing: msg({ id: 'bo.live.phase.dealing', message: 'Dealing' }),
  result: msg({ id: 'bo.live.phase.result', message: 'Result' }),
  voided: msg({ id: 'bo.live.phase.voided', message: 'Voided' }),
}

const WINNERS: Record<string, ReturnType<typeof msg>> = {
  player: msg({ id: 'bo.live.winner.player', message: 'Player' }),
  banker: msg({ id: 'bo.live.winner.banker', message: 'Banker' }),
  tie: msg({ id: 'bo.live.winner.tie', message: 'Tie' }),
  dragon: msg({ id: 'bo.live.winner.dragon', message: 'Dragon' }),
  tiger: msg({ id: 'bo.live.winner.tiger', message: 'Tiger' }),
}

/** A result as short text: the winning side, the roulette number, or sic bo's dice and total. */
export function outcomeText(i18n: I18n, outcome: LiveOutcome | null): string {
  if (!outcome) return '—'
  if (outcome.winner) {
    const label = WINNERS[outcome.winner]
    return label ? i18n._(label) : outcome.winner
  }
  if (outcome.dice) return `${outcome.dice.join('·')} = ${outcome.total ?? ''}`
  if (outcome.number !== undefined) return String(outcome.number)
  return '—'
}

export function phaseText(i18n: I18n, phase: string | null): string {
  if (!phase) return '—'
  const label = PHASE_LABELS[phase]
  return label ? i18n._(label) : phase
}

const TABLE_NAMES: Record<string, ReturnType<typeof msg>> = {
  'baccarat-1': msg({ id: 'bo.live.name.baccarat', message: 'Baccarat' }),
  'dragon-tiger-1': msg({ id: 'bo.live.name.dragonTiger', message: 'Dragon Tiger' }),
  'roulette-1': msg({ id: 'bo.live.name.roulette', message: 'Roulette' }),
  'sicbo-1': msg({ id: 'bo.live.name.sicbo', message: 'Sic Bo' }),
}

/** A table's name in the reader's language; a table we do not know yet by the studio's name. */
export function tableName(i18n: I18n, table: { id: string; name: string }): string {
  const label = TABLE_NAMES[table.id]
  return label ? i18n._(label) : table.name
}
