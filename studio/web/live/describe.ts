// A round's outcome in one line of the player's language (the page's result line, the verifier).
import { colorOf, type Outcome } from './outcome.ts'
import type { LiveText } from './text.ts'

export function describeOutcome(t: LiveText, o: Outcome): string {
  switch (o.kind) {
    case 'baccarat':
      return t(`res.${o.winner}`, { player: o.playerTotal, banker: o.bankerTotal })
    case 'dragonTiger':
      return t(o.winner === 'tie' ? 'res.dtTie' : `res.${o.winner}`)
    case 'roulette':
      return t('res.pocket', { number: o.pocket, color: t(`color.${colorOf(o.pocket)}`) })
    case 'sicbo': {
      const sum = o.dice[0] + o.dice[1] + o.dice[2]
      const triple = o.dice[0] === o.dice[1] && o.dice[1] === o.dice[2]
      const size = triple ? t('res.triple') : t(sum <= 10 ? 'spot.small' : 'spot.big')
      return t('res.dice', { dice: o.dice.join(' '), total: sum, size })
    }
  }
}
