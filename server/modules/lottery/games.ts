/** How often each lottery draws (UTC), and how long before the draw betting closes. */
export interface Schedule {
  /** Weekly draws: UTC weekdays (0 Sunday) at hh:mm; or a draw every `everyMinutes`. */
  weekdays?: number[]
  time?: [number, number]
  everyMinutes?: number
  closeBeforeMs: number
}

export type Family = 'marksix' | 'racing'

export const GAMES: Record<string, { family: Family; schedule: Schedule }> = {
  // Hong Kong draws Tuesday, Thursday and Saturday at 21:30 HKT.
  hkmarksix: {
    family: 'marksix',
    schedule: { weekdays: [2, 4, 6], time: [13, 30], closeBeforeMs: 15 * 60_000 },
  },
  // Macau and New Macau draw every evening.
  ammarksix: {
    family: 'marksix',
    schedule: { weekdays: [0, 1, 2, 3, 4, 5, 6], time: [13, 32], closeBeforeMs: 10 * 60_000 },
  },
  newammarksix: {
    family: 'marksix',
    schedule: { weekdays: [0, 1, 2, 3, 4, 5, 6], time: [14, 0], closeBeforeMs: 10 * 60_000 },
  },
  twnmarksix: {
    family: 'marksix',
    schedule: { weekdays: [2, 5], time: [12, 30], closeBeforeMs: 15 * 60_000 },
  },
  sgnmarksix: {
    family: 'marksix',
    schedule: { weekdays: [1, 4], time: [10, 30], closeBeforeMs: 15 * 60_000 },
  },
  gallopingmarksix: { family: 'marksix', schedule: { everyMinutes: 10, closeBeforeMs: 60_000 } },
  pk10: { family: 'racing', schedule: { everyMinutes: 5, closeBeforeMs: 30_000 } },
  airship: { family: 'racing', schedule: { everyMinutes: 3, closeBeforeMs: 20_000 } },
}

export const MARKSIX_GAMES = Object.keys(GAMES).filter((g) => GAMES[g]?.family === 'marksix')
export const RACING_GAMES = Object.keys(GAMES).filter((g) => GAMES[g]?.family === 'racing')

const pad = (n: number, w = 2) => String(n).padStart(w, '0')

/** The next `count` draw times strictly after `after`. */
export function nextDrawTimes(schedule: Schedule, after: Date, count: number): Date[] {
  const out: Date[] = []
  if (schedule.everyMinutes) {
    const step = schedule.everyMinutes * 60_000
    let t = Math.floor(after.getTime() / step) * step + step
    while (out.length < count) {
      out.push(new Date(t))
      t += step
    }
    return out
  }
  const [h, m] = schedule.time ?? [0, 0]
  const day = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate(), h, m))
  for (let i = 0; out.length < count && i < 60; i++) {
    const candidate = new Date(day.getTime() + i * 86_400_000)
    if (candidate > after && schedule.weekdays?.includes(candidate.getUTCDay())) out.push(candidate)
  }
  return out
}

/** The last `count` draw times strictly before `before`, newest first. */
export function previousDrawTimes(schedule: Schedule, before: Date, count: number): Date[] {
  const out: Date[] = []
  if (schedule.everyMinutes) {
    const step = schedule.everyMinutes * 60_000
    let t = Math.floor((before.getTime() - 1) / step) * step
    while (out.length < count) {
      out.push(new Date(t))
      t -= step
    }
    return out
  }
  const [h, m] = schedule.time ?? [0, 0]
  const day = new Date(Date.UTC(before.getUTCFullYear(), before.getUTCMonth(), before.getUTCDate(), h, m))
  // A region drawing once a week still finds its count within ten years of days.
  for (let i = 0; out.length < count && i < 3660; i++) {
    const candidate = new Date(day.getTime() - i * 86_400_000)
    if (candidate < before && schedule.weekdays?.includes(candidate.getUTCDay())) out.push(candidate)
  }
  return out
}

/** The draw number players see: year and day-of-year for daily games, date and slot for racing. */
export function matchIdFor(game: string, at: Date): string {
  const schedule = GAMES[game]?.schedule
  const y = at.getUTCFullYear()
  if (schedule?.everyMinutes) {
    const slot = Math.floor((at.getUTCHours() * 60 + at.getUTCMinutes()) / schedule.everyMinutes)
    return `${y}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}-${pad(slot, 3)}`
  }
  const dayOfYear = Math.floor((at.getTime() - Date.UTC(y, 0, 1)) / 86_400_000) + 1
  return `${y}-${pad(dayOfYear, 3)}`
}
