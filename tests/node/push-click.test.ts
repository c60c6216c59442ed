import { describe, expect, it } from 'vitest'
import { clickTarget } from '../../workers/sw/clickTarget.ts'

const origin = 'https://betsuite.example'

describe("a notification click's target", () => {
  it.each([
    ['/my-bets', `${origin}/my-bets`],
    ['/lottery/mark-six?game=hkmarksix', `${origin}/lottery/mark-six?game=hkmarksix`],
    ['/?wallet=true', `${origin}/?wallet=true`],
    ['/private-messages', `${origin}/private-messages`],
    ['/chat', `${origin}/chat`],
  ])('%s opens that screen of the site', (url, expected) => {
    expect(clickTarget({ url }, origin)).toBe(expected)
  })

  it.each([
    ['another site', { url: 'https://evil.example/x' }],
    ['a protocol-relative address', { url: '//evil.example/x' }],
    ['a script', { url: 'javascript:alert(1)' }],
    ['no url', {}],
    ['no data', null],
  ])('%s opens the home page', (_what, data) => {
    expect(clickTarget(data, origin)).toBe(`${origin}/`)
  })
})
