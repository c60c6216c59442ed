import type { Animal } from '../types.ts'

export const ANIMALS: readonly Animal[] = [
  'rat',
  'ox',
  'tiger',
  'rabbit',
  'dragon',
  'snake',
  'horse',
  'goat',
  'monkey',
  'rooster',
  'dog',
  'pig',
]

/**
 * Lunar new year (Hong Kong, UTC+8) of each Gregorian year; markets.md fixes 2024–2030, the rest
 * follow the Hong Kong Observatory calendar. The year's animal is (year − 2020) mod 12 from rat.
 */
const LUNAR_NEW_YEAR: readonly string[] = [
  '2019-02-05',
  '2020-01-25',
  '2021-02-12',
  '2022-02-01',
  '2023-01-22',
  '2024-02-10',
  '2025-01-29',
  '2026-02-17',
  '2027-02-06',
  '2028-01-26',
  '2029-02-13',
  '2030-02-03',
  '2031-01-23',
  '2032-02-11',
  '2033-01-31',
  '2034-02-19',
  '2035-02-08',
  '2036-01-28',
  '2037-02-15',
  '2038-02-04',
  '2039-01-24',
  '2040-02-12',
  '2041-02-01',
]

const FIRST_YEAR = 2019

/** Index in ANIMALS of the lunar year a draw date (YYYY-MM-DD) falls in. */
function yearIndex(drawDate: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(drawDate)) throw new RangeError(`not a date: ${drawDate}`)
  let year = Number(drawDate.slice(0, 4))
  const start = LUNAR_NEW_YEAR[year - FIRST_YEAR]
  if (start === undefined || (drawDate < start && year === FIRST_YEAR)) {
    throw new RangeError(`no zodiac table for ${drawDate}`)
  }
  if (drawDate < start) year--
  return (((year - 2020) % 12) + 12) % 12
}

export function yearAnimal(drawDate: string): Animal {
  return ANIMALS[yearIndex(drawDate)] as Animal
}

/** 01 takes the year's animal and each next number the animal before it, so it owns 01 13 25 37 49. */
export function markSixAnimal(n: number, drawDate: string): Animal {
  if (!Number.isInteger(n) || n < 1 || n > 49) throw new RangeError(`no Mark Six number ${n}`)
  return ANIMALS[(((yearIndex(drawDate) - (n - 1)) % 12) + 12) % 12] as Animal
}

/** The numbers an animal owns in a draw date's year. */
export function animalNumbers(animal: Animal, drawDate: string): number[] {
  return Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => markSixAnimal(n, drawDate) === animal)
}
