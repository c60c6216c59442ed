import type { MarkSixNumberStat } from '#contract/lottery.ts'

/** The draws hot and cold lists show. */
const SHOWN = 6

/**
 * How often each number came out over `results` (newest first), how long ago it last did, and the
 * six hottest and coldest. Ties go the same way every time: hot prefers the number drawn more
 * recently, cold the one waiting longer, then the lower number.
 */
export function markSixNumberStats(results: readonly { numbers: number[]; special?: number }[]) {
  const numbers: MarkSixNumberStat[] = Array.from({ length: 49 }, (_, i) => ({
    number: i + 1,
    drawn: 0,
    special: 0,
    since: null,
  }))
  results.forEach((result, age) => {
    const drawn = new Set([...result.numbers, ...(result.special === undefined ? [] : [result.special])])
    for (const n of drawn) {
      const stat = numbers[n - 1]
      if (!stat) continue
      stat.drawn++
      if (n === result.special) stat.special++
      stat.since ??= age
    }
  })
  const waited = (s: MarkSixNumberStat) => s.since ?? results.length
  const hot = [...numbers]
    .sort((a, b) => b.drawn - a.drawn || waited(a) - waited(b) || a.number - b.number)
    .slice(0, SHOWN)
    .map((s) => s.number)
  const cold = [...numbers]
    .sort((a, b) => a.drawn - b.drawn || waited(b) - waited(a) || a.number - b.number)
    .slice(0, SHOWN)
    .map((s) => s.number)
  return { numbers, hot, cold }
}
