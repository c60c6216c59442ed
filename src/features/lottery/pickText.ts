import type { I18n } from '@lingui/core'
import { ANIMALS } from '#engine/index.ts'

/**
 * A card's or a ticket line's pick in the player's language, word by word: animals ("rat ox"),
 * then the named picks ("big", "red"); numbers and ranges ("07", "1-10") stay as they are.
 */
export function pickText(i18n: I18n, label: string) {
  return label
    .split(' ')
    .map((word) =>
      (ANIMALS as readonly string[]).includes(word)
        ? i18n._(`animal.${word}`)
        : Object.hasOwn(i18n.messages, `lottery.pick.${word}`)
          ? i18n._(`lottery.pick.${word}`)
          : word,
    )
    .join(' ')
}
