import { describe, expect, it } from 'vitest'
import { dealBaccarat } from '../../studio/math/baccarat.ts'
import { fairRng } from '../../studio/math/fair.ts'
import { playRoulette } from '../../studio/math/roulette.ts'
import { dealSteps, readOutcome, spotWins, tableKind } from '../../studio/web/live/outcome.ts'
import { replayLive, sameOutcome } from '../../studio/web/live/replay.ts'
import {
  addChip,
  afterAnswer,
  emptySlip,
  isDefinite,
  pendingStakes,
  rebet,
  undoChip,
} from '../../studio/web/live/slip.ts'
import { limitFor, limitLabel, limitLines, pays, SPOTS } from '../../studio/web/live/spots.ts'
import { liveText } from '../../studio/web/live/text.ts'

// Cards are 0–51: rank = card % 13 (0 ace … 12 king), suit = floor(card / 13).
const card = (rank: number, suit = 0) => suit * 13 + rank

describe('a live outcome read and dealt', () => {
  it('deals baccarat player, banker, player, banker, then the player third card before the banker third', () => {
    // Player 2+3 (5) draws a 4 → 9; banker 10+6 (6) draws on a player 4 → the 2 makes 8.
    const raw = { player: [card(1), card(2), card(3)], banker: [card(9), card(5), card(1, 1)] }
    const o = readOutcome('baccarat', raw)
    expect(o).toMatchObject({ playerTotal: 9, bankerTotal: 8, winner: 'player' })
    expect(
      dealSteps(o as NonNullable<typeof o>).map((s) =>
        s.type === 'card' ? `${s.side[0]}${s.third ? '3' : ''}` : '',
      ),
    ).toEqual(['p', 'b', 'p', 'b', 'p3', 'b3'])
    expect(spotWins(o as NonNullable<typeof o>, 'player')).toBe(true)
    expect(spotWins(o as NonNullable<typeof o>, 'banker')).toBe(false)
  })
  it('reads dragon tiger with ace low and king high, and a tie lights only the tie', () => {
    const king = readOutcome('dragonTiger', { dragon: card(12), tiger: card(0, 2) })
    expect(king).toMatchObject({ winner: 'dragon' })
    const tie = readOutcome('dragonTiger', { dragon: card(4), tiger: card(4, 3) })
    expect(tie).toMatchObject({ winner: 'tie' })
    expect(['dragon', 'tiger', 'tie'].filter((s) => spotWins(tie as NonNullable<typeof tie>, s))).toEqual([
      'tie',
    ])
  })
  it('lights the roulette spots a pocket wins, and none of the outside ones on zero', () => {
    const o = readOutcome('roulette', { pocket: 17 }) as NonNullable<ReturnType<typeof readOutcome>>
    const won = SPOTS.roulette.filter((s) => spotWins(o, s))
    expect(won).toEqual(['n17', 'dozen2', 'column2', 'low', 'black', 'odd'])
    const zero = readOutcome('roulette', { number: 0 }) as NonNullable<ReturnType<typeof readOutcome>>
    expect(SPOTS.roulette.filter((s) => spotWins(zero, s))).toEqual(['n0'])
  })
  it('lights sic bo spots, and a triple loses small, big, odd and even', () => {
    const o = readOutcome('sicbo', { dice: [2, 2, 5] }) as NonNullable<ReturnType<typeof readOutcome>>
    expect(SPOTS.sicbo.filter((s) => spotWins(o, s))).toEqual([
      'small',
      'odd',
      'total9',
      'single2',
      'single5',
    ])
    const triple = readOutcome('sicbo', { dice: [3, 3, 3] }) as NonNullable<ReturnType<typeof readOutcome>>
    expect(SPOTS.sicbo.filter((s) => spotWins(triple, s))).toEqual([
      'anyTriple',
      'total9',
      'single3',
      'triple3',
    ])
  })
  it('refuses what is not an outcome of the kind', () => {
    expect(readOutcome('sicbo', { dice: [0, 2, 3] })).toBeNull()
    expect(readOutcome('roulette', { pocket: 37 })).toBeNull()
    expect(readOutcome('baccarat', { player: [1], banker: [2, 3] })).toBeNull()
    expect(tableKind('dragon_tiger')).toBe('dragonTiger')
    expect(tableKind('sic-bo')).toBe('sicbo')
  })
})

describe('the bet slip', () => {
  let n = 0
  const key = () => `k${++n}`
  it('sums chips per spot, undoes the last chip and keeps the key while the answer is unknown', () => {
    let slip = emptySlip(key)
    const first = slip.key
    slip = addChip(slip, 'banker', 10_000_000n)
    slip = addChip(slip, 'banker', 5_000_000n)
    slip = addChip(slip, 'tie', 1_000_000n)
    slip = undoChip(slip)
    expect(pendingStakes(slip)).toEqual({ banker: 15_000_000n })
    // No answer: the same chips and the same key, so asking again cannot stake twice.
    const unknown = afterAnswer(slip, { kind: 'unknown' }, key)
    expect(unknown.key).toBe(first)
    expect(pendingStakes(unknown)).toEqual({ banker: 15_000_000n })
    // A definite refusal: the chips stay for the player, a new key for the next try.
    const refused = afterAnswer(slip, { kind: 'refused' }, key)
    expect(refused.key).not.toBe(first)
    expect(pendingStakes(refused)).toEqual({ banker: 15_000_000n })
    // Placed: the chips become the bet to repeat, a new key.
    const placed = afterAnswer(unknown, { kind: 'placed' }, key)
    expect(placed.key).not.toBe(first)
    expect(placed.chips).toEqual([])
    expect(pendingStakes(rebet(placed))).toEqual({ banker: 15_000_000n })
    expect([isDefinite(0), isDefinite(409), isDefinite(422), isDefinite(503)]).toEqual([
      false,
      true,
      true,
      false,
    ])
  })
})

describe('spots and limits', () => {
  it('states what each spot pays and reads the table limits per spot or group', () => {
    expect([
      pays('baccarat', 'banker'),
      pays('baccarat', 'tie'),
      pays('roulette', 'n5'),
      pays('roulette', 'dozen1'),
      pays('dragonTiger', 'tie'),
    ]).toEqual(['0.95:1', '8:1', '35:1', '2:1', '11:1'])
    expect([
      pays('sicbo', 'total4'),
      pays('sicbo', 'total17'),
      pays('sicbo', 'total10'),
      pays('sicbo', 'triple2'),
    ]).toEqual(['60:1', '60:1', '6:1', '180:1'])
    const limits = { player: { min: '1', max: '5000' }, tie: { min: '1', max: '500' } }
    expect(limitFor(limits, 'baccarat', 'tie')).toEqual({ min: 1_000_000n, max: 500_000_000n })
    expect(
      limitFor(
        { straight: { min: '0.5', max: '500' }, outside: { min: '1', max: '2000' } },
        'roulette',
        'n3',
      ),
    ).toEqual({
      min: 500_000n,
      max: 500_000_000n,
    })
    expect(limitFor({ min: '1', max: '1000' }, 'sicbo', 'big')).toEqual({
      min: 1_000_000n,
      max: 1_000_000_000n,
    })
  })
})

describe('a live round recomputed for the verifier', () => {
  const seeds = { serverSeed: 'betsuite-server-seed-1', clientSeed: 'baccarat-1', nonce: 7 }
  it('deals baccarat and spins roulette exactly as the studio math does from the same seeds', () => {
    const hand = dealBaccarat(fairRng(seeds))
    expect(replayLive('baccarat', seeds)).toEqual(readOutcome('baccarat', hand))
    const pocket = playRoulette(fairRng({ ...seeds, clientSeed: 'roulette-1' }), []).pocket
    expect(replayLive('roulette', { ...seeds, clientSeed: 'roulette-1' })).toEqual({
      kind: 'roulette',
      pocket,
    })
    // Another nonce is another round.
    expect(sameOutcome(replayLive('sicbo', seeds), replayLive('sicbo', { ...seeds, nonce: 8 }))).toBe(false)
  })
})

describe('the limits line', () => {
  it('groups the spots sharing a limit and names them as a player reads them', () => {
    const t = liveText('en')
    const limits = {
      player: { min: '1', max: '5000' },
      banker: { min: '1', max: '5000' },
      tie: { min: '1', max: '500' },
    }
    const lines = limitLines(limits, 'baccarat', ['player', 'banker', 'tie'])
    expect(lines.map((l) => [limitLabel(t, lines.length, l.spots), l.limit.max])).toEqual([
      ['Player / Banker', 5_000_000_000n],
      ['Tie', 500_000_000n],
    ])
    const rou = {
      ...Object.fromEntries(
        SPOTS.roulette.map((s) => [s, /^n/.test(s) ? { min: '0.5', max: '500' } : { min: '1', max: '2000' }]),
      ),
    }
    const rl = limitLines(rou, 'roulette', SPOTS.roulette)
    expect(rl.map((l) => limitLabel(liveText('zh'), rl.length, l.spots))).toEqual(['号码', '外围投注'])
  })
})
