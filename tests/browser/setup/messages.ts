import { afterEach, beforeEach, expect } from 'vitest'
import { i18n } from '../../../src/i18n/index.ts'

/**
 * Every text a test renders must come from the catalog of the language shown: a message id the
 * catalog lacks falls back to the raw id or English (issue 13: untranslated animal names in
 * Chinese Mark Six). Lingui reports each such lookup as 'missing'; a test that caused one fails.
 */
let missing: string[] = []
i18n.on('missing', ({ id, locale }) => {
  missing.push(`${locale}: ${id}`)
})

beforeEach(() => {
  missing = []
})

afterEach(() => {
  expect([...new Set(missing)], 'message ids missing from the catalog').toEqual([])
})
