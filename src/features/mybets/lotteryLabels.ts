import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type MarkSixBet, type RacingBet, zeroPad } from '#engine/index.ts'

/** A pick word the lottery boards already translate (big, red, dragon…), else as it is. */
const pickWord = (i18n: I18n, word: string) => {
  const id = `lottery.pick.${word}`
  const text = i18n._(id)
  return text === id ? word : text
}

const PLACE = msg({ id: 'mybets.place', message: 'Place {position}' })
const place = (i18n: I18n, position: number) => i18n._({ ...PLACE, values: { position } })

/** The bet type of a selection as its board names it: a Mark Six bet type, or a racing group. */
export function selectionType(i18n: I18n, bet: MarkSixBet | RacingBet) {
  switch (bet.type) {
    case 'twoSide':
      return i18n._('racing.group.twoSide')
    case 'sumSide':
    case 'sum':
      return i18n._('racing.group.championAndRunersUpSum')
    case 'position':
      return i18n._(bet.position <= 5 ? 'racing.group.oneToFifth' : 'racing.group.sixthToTenth')
    case 'dragonTiger':
      return i18n._('racing.group.dragonVsTriger')
    default:
      return i18n._(`lottery.type.${bet.type}`)
  }
}

/** What a selection picked, in words: "Place 1 · Odd", "Rat Ox Horse", "07". */
export function selectionPick(i18n: I18n, bet: MarkSixBet | RacingBet): string {
  const animals = (list: readonly string[]) => list.map((a) => i18n._(`animal.${a}`)).join(' ')
  switch (bet.type) {
    case 'specialCode':
      return zeroPad(bet.number)
    case 'specialCodeSide':
      return pickWord(i18n, bet.side)
    case 'specialCodeColor':
      return pickWord(i18n, bet.colour)
    case 'specialCodeAnimal':
      return animals([bet.animal])
    case 'specialCodeMergeAnimal':
    case 'specialCodeCombinationZodiacs':
      return animals(bet.animals)
    case 'specialCodeTail':
    case 'tail':
      return String(bet.tail)
    case 'numberCode':
      return `${bet.position} · ${zeroPad(bet.number)}`
    case 'numberCodeSide':
      return `${bet.position} · ${pickWord(i18n, bet.side)}`
    case 'numberCodeColor':
      return `${bet.position} · ${pickWord(i18n, bet.colour)}`
    case 'twoSide':
      return `${place(i18n, bet.position)} · ${pickWord(i18n, bet.side)}`
    case 'sumSide':
      return pickWord(i18n, bet.side)
    case 'sum':
      return String(bet.value)
    case 'position':
      return `${place(i18n, bet.position)} · ${bet.car}`
    case 'dragonTiger':
      return `${place(i18n, bet.position)} · ${pickWord(i18n, bet.pick)}`
  }
}
