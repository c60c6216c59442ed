import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** Games the site's own catalog does not name (it has no screen for them). */
const UNNAMED: Record<string, ReturnType<typeof msg>> = {
  gallopingmarksix: msg({ id: 'bo.game.gallopingmarksix', message: 'Galloping Mark Six' }),
  // The transfer-wallet studios (codes 23 and 24, ours): the card game (ky) and the ng game.
  cardGame: msg({ id: 'bo.game.cardGame', message: 'Card game (ky)' }),
  ngGame: msg({ id: 'bo.game.ngGame', message: 'NG game (ng)' }),
}

/** A game's name as players read it (the site's `game.<code>` texts), else the console's own. */
export function gameName(i18n: I18n, code: string) {
  const own = UNNAMED[code]
  if (own) return i18n._(own)
  const id = `game.${code}`
  const name = i18n._(id)
  return name === id ? code : name
}
