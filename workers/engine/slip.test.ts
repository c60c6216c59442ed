import { describe, expect, it } from 'vitest'
import {
  applyEstimate,
  removeMatch,
  removeSelection,
  slipSelections,
  toggleCricketBet,
  toggleSelection,
} from './slip.ts'

const match = { match_id: 'm1', handicap_val: -1, home_name: 'A', away_name: 'B' }
const other = { match_id: 'm2' }

describe('sports slip transitions', () => {
  it('creates the match on the first pick, adds labels and values, and maps to selections', () => {
    let slip = toggleSelection([], match, 'wl', { key: 'w', odds: 1.9 })
    slip = toggleSelection(slip, match, 'wl', { key: 'd', odds: 3.1 })
    slip = toggleSelection(slip, match, 'goals', { key: '3', odds: 3.4 })
    slip = toggleSelection(slip, other, 'bs', { key: 'b', odds: 1.8, line: 201.5 })
    expect(slip[0]?.home_name).toBe('A')
    expect(slip[0]?.betSlipLabelArray.map((l) => [l.key, l.labelValueArray.map((v) => v.key)])).toEqual([
      ['wl', ['w', 'd']],
      ['goals', ['3']],
    ])
    expect(slipSelections(slip)).toEqual([
      { matchId: 'm1', kind: 'wl', name: 'w', odds: 1.9, handicap: -1 },
      { matchId: 'm1', kind: 'wl', name: 'd', odds: 3.1, handicap: -1 },
      { matchId: 'm1', kind: 'goals', name: '3', odds: 3.4, handicap: -1 },
      { matchId: 'm2', kind: 'bs', name: 'b', odds: 1.8, line: 201.5 },
    ])
  })

  it('removes a label with its last value and the match with its last label; toggling twice undoes', () => {
    let slip = toggleSelection([], match, 'wl', { key: 'w', odds: 1.9 })
    slip = toggleSelection(slip, match, 'goals', { key: '3', odds: 3.4 })
    slip = toggleSelection(slip, other, 'wl', { key: 'l', odds: 2.5 })
    const once = removeSelection(slip, 'm1', 'wl', 'w')
    expect(once[0]?.betSlipLabelArray.map((l) => l.key)).toEqual(['goals'])
    expect(removeSelection(once, 'm1', 'goals', '3').map((m) => m.match_id)).toEqual(['m2'])
    expect(
      toggleSelection(toggleSelection(slip, other, 'wl', { key: 'd', odds: 3 }), other, 'wl', {
        key: 'd',
        odds: 3,
      }),
    ).toEqual(slip)
    expect(removeMatch(slip, 'm1').map((m) => m.match_id)).toEqual(['m2'])
  })

  it('replaces the estimate only when the new maximum is above 0, and zeroes both at exactly 0', () => {
    const shown = { min: '10.00', max: '50.00' }
    const next = (minPayout: string, maxPayout: string) => ({
      combinations: 1,
      stake: '2.00',
      minPayout,
      maxPayout,
    })
    expect(applyEstimate(shown, next('12.00', '60.01'))).toEqual({ min: '12.00', max: '60.01' })
    expect(applyEstimate(shown, next('0.00', '0.00'))).toEqual({ min: '0.00', max: '0.00' })
    expect(applyEstimate(shown, next('0.00', 'NaN'))).toBe(shown)
  })
})

describe('cricket slip', () => {
  const bet = { categoryLabel: 'Match winner', slipLabel: 'India', odd: 1.8, amount: 10 }
  it('creates the match entry on the first click and toggles bets within it', () => {
    const one = toggleCricketBet([], 'c1', 'b1', bet)
    expect(one).toEqual([{ matchId: 'c1', bets: { b1: bet } }])
    const two = toggleCricketBet(one, 'c1', 'b2', { ...bet, slipLabel: 'Australia' })
    expect(Object.keys(two[0]?.bets ?? {})).toEqual(['b1', 'b2'])
    expect(toggleCricketBet(two, 'c1', 'b1', bet)).toEqual([
      { matchId: 'c1', bets: { b2: { ...bet, slipLabel: 'Australia' } } },
    ])
    expect(toggleCricketBet(one, 'c1', 'b1', bet)).toEqual([])
  })
})
