import { describe, expect, it } from 'vitest'
import { CONTENT_LANGUAGES } from '#contract/backofficeRoles.ts'
import { PUSH_KINDS } from '#contract/push.ts'
import { PUSH_TEXTS, pushText } from './texts.ts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('push notification texts', () => {
  it.each(CONTENT_LANGUAGES)('%s words every notification, with the same values as English', (language) => {
    for (const kind of PUSH_KINDS) {
      const words = PUSH_TEXTS[language][kind]
      expect(words.title.trim(), `${language}.${kind}.title`).not.toBe('')
      expect(placeholders(words.title), `${language}.${kind}.title`).toEqual(
        placeholders(PUSH_TEXTS.en[kind].title),
      )
      expect(placeholders(words.body), `${language}.${kind}.body`).toEqual(
        placeholders(PUSH_TEXTS.en[kind].body),
      )
      if (language !== 'en') expect(words, `${language}.${kind}`).not.toEqual(PUSH_TEXTS.en[kind])
    }
  })

  it('fills values and falls back to English for a language it does not know', () => {
    expect(pushText('xx', 'depositCredited', { amount: '5 USDT' })).toEqual({
      title: 'Deposit credited',
      body: '5 USDT was added to your balance.',
    })
  })
})
