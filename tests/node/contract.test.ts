import { describe, expect, it } from 'vitest'
import { categoryOfCode, GAME_TYPE_CODES, gameOfCode } from '#contract/games.ts'
import { fromWire, toDetail, toWire, wirePick } from '#contract/pick.ts'

describe('the wire contract', () => {
  it('reads spec §3 game type codes both ways and files each under its spec §9 category', () => {
    expect(gameOfCode('12')).toBe('bd')
    expect(gameOfCode(20)).toBe('twnmarksix')
    expect(gameOfCode(16)).toBeUndefined()
    const categories = Object.fromEntries(
      Object.entries(GAME_TYPE_CODES).map(([game, code]) => [game, categoryOfCode(code)]),
    )
    expect(categories).toMatchObject({
      soccer: 'sports',
      bd: 'sports',
      hkmarksix: 'lottery',
      sgnmarksix: 'lottery',
    })
    expect(categories).toMatchObject({ pgGames: 'games', noah: 'games', winfinity: 'liveGames' })
  })

  it('carries a pick from the slip to the bet and back unchanged, with its line only where it has one', () => {
    const sent = { match_id: '42', kind: 'bs', name: 'o', odds: 1.95, line: 2.5 } as const
    const parsed = wirePick.parse(sent)
    const selection = fromWire(parsed)
    expect(selection).toEqual({ matchId: '42', kind: 'bs', name: 'o', odds: 1.95, line: 2.5 })
    expect(toWire(selection)).toEqual(sent)
    expect(toDetail(selection)).toEqual({ m: '42', k: 'bs', n: 'o', o: 1.95, e: null, l: 2.5 })
    expect(wirePick.safeParse({ ...sent, kind: 'tennis' }).success).toBe(false)
  })
})
