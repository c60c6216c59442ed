import type { Slot } from './season.ts'

/** Slots on one day of the cycle: `on(1, '15:00', '15:00', '17:30')`. */
export const on = (day: number, ...times: string[]): Slot[] => times.map((time) => ({ day, time }))

/**
 * A football week, day 0 a Friday: the weekend round from Friday night to Monday night, the
 * midweek round on Tuesday and Wednesday evenings.
 */
export const FRI = 0
export const SAT = 1
export const SUN = 2
export const MON = 3
export const TUE = 4
export const WED = 5
