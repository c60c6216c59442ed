import type { I18n } from '@lingui/core'
import { titleOf } from '../../shared/games/titles.ts'
import type { ListedGame } from './api.ts'
import type { CardGame } from './GameCard.tsx'

/**
 * A title of a provider's list as a card: the server's list says which titles exist and whether
 * they open; the name is ours in the player's language where we know the title, else the studio's.
 */
export function listedCard(i18n: I18n, type: string, g: ListedGame, providerDisabled: boolean): CardGame {
  const title = titleOf(type, g.id)
  return {
    type,
    id: g.id,
    kind: title?.kind ?? g.kind,
    name: title ? i18n._(title.name) : g.name,
    disabled: providerDisabled || !g.available,
  }
}
