import type { I18n } from '@lingui/core'
import { markSixAnimal } from '#engine/index.ts'

/** A number's animal in the lunar year of `date` (YYYY-MM-DD), in the player's language. */
export const animalName = (i18n: I18n, n: number, date: string) => i18n._(`animal.${markSixAnimal(n, date)}`)
