import { type RacingBet, racingOddsIndex } from '#engine/index.ts'

/** Spec §3 racing groups, spelled as the spec spells them. */
export const GROUPS = [
  'twoSide',
  'championAndRunersUpSum',
  'oneToFifth',
  'sixthToTenth',
  'dragonVsTriger',
] as const
export type Group = (typeof GROUPS)[number]

export interface RacingCard {
  key: string
  label: string
  bet: RacingBet
  oddsIndex: number
}

const card = (key: string, label: string, bet: RacingBet): RacingCard => ({
  key,
  label,
  bet,
  oddsIndex: racingOddsIndex(bet),
})
const SIDES = ['big', 'small', 'odd', 'even'] as const
const cars = Array.from({ length: 10 }, (_, i) => i + 1)

/** Positions a group is split into (the subset picker); empty when the group has none. */
export const subsetsOf = (group: Group): number[] =>
  group === 'twoSide'
    ? cars
    : group === 'oneToFifth'
      ? [1, 2, 3, 4, 5]
      : group === 'sixthToTenth'
        ? [6, 7, 8, 9, 10]
        : group === 'dragonVsTriger'
          ? [1, 2, 3, 4, 5]
          : []

export function racingCards(group: Group, subset: number): RacingCard[] {
  switch (group) {
    case 'twoSide':
      return SIDES.map((side) =>
        card(`ts-${subset}-${side}`, side, { type: 'twoSide', position: subset, side }),
      )
    case 'championAndRunersUpSum':
      return [
        ...SIDES.map((side) => card(`ss-${side}`, side, { type: 'sumSide', side })),
        ...Array.from({ length: 17 }, (_, i) =>
          card(`sum-${i + 3}`, String(i + 3), { type: 'sum', value: i + 3 }),
        ),
      ]
    case 'oneToFifth':
    case 'sixthToTenth':
      return cars.map((car) =>
        card(`pos-${subset}-${car}`, String(car), { type: 'position', position: subset, car }),
      )
    case 'dragonVsTriger':
      return (['dragon', 'tiger'] as const).map((pick) =>
        card(`dt-${subset}-${pick}`, pick, { type: 'dragonTiger', position: subset, pick }),
      )
  }
}
