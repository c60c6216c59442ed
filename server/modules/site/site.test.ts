import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCALES } from '../../../src/i18n/locales.ts'
import { testApp } from '../../test/harness.ts'

let t: Awaited<ReturnType<typeof testApp>>
beforeAll(async () => {
  t = await testApp()
})
afterAll(() => t?.close())

describe('GET slideshow', () => {
  it('the demo promotions speak every language of the site (Japanese read them in English)', async () => {
    const slides = (await t.app.inject('/sports/slideshow')).json().data as { name: Record<string, string> }[]
    expect(slides.length).toBeGreaterThan(0)
    for (const slide of slides)
      for (const lang of Object.keys(LOCALES))
        expect(slide.name[lang], `${slide.name.en} in ${lang}`).toMatch(/\S/)
  })
})
