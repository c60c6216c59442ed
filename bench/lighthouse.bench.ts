// Lighthouse mobile performance (its default: a mid-range phone on slow 4G, simulated) on the built
// site served by the real server, in Debian's Chromium. Machine-speed dependent: the bench only
// prints it, CI never asserts it (the byte budget is CI's check).
import { availableParallelism, loadavg } from 'node:os'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts'
import { serveSite } from './site.ts'

const PAGES = ['/', '/sport/soccer', '/lottery/mark-six']
const RUNS = 3
const TARGET = 90

const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['SI', 'speed-index'],
] as const

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

const site = await serveSite()
const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] })
try {
  // Lighthouse simulates a slow phone from the tasks it times here: on a busy machine TBT and the
  // score drop. The load average says how busy this one was.
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
  console.log(
    `Lighthouse ${RUNS}× mobile on the built site (median per figure; target performance ≥ ${TARGET}; load average ${load} on ${availableParallelism()} cores)`,
  )
  for (const page of PAGES) {
    const runs: { score: number; ms: number[]; cls: number; bytes: number }[] = []
    for (let attempt = 1; runs.length < RUNS; attempt++) {
      const result = await lighthouse(`${site.origin}${page}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
      })
      const lhr = result?.lhr
      const failure = lhr ? lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' }
      if (!lhr || failure) {
        // A trace lost on a busy machine (NO_NAVSTART and the like) is run again, a few times.
        if (attempt >= RUNS * 2) throw new Error(`${page}: ${failure?.code} ${failure?.message}`)
        continue
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
      runs.push({
        score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
        ms: METRICS.map(([, id]) => audit(id)),
        cls: audit('cumulative-layout-shift'),
        bytes: audit('total-byte-weight'),
      })
    }
    const score = median(runs.map((r) => r.score))
    const figures = METRICS.map(
      ([name], i) => `${name} ${(median(runs.map((r) => r.ms[i] ?? Number.NaN)) / 1000).toFixed(1)} s`,
    )
    const tbt = median(runs.map((r) => r.ms[2] ?? Number.NaN))
    figures[2] = `TBT ${tbt.toFixed(0)} ms`
    console.log(
      `  ${page.padEnd(20)} performance ${score.toFixed(0).padStart(3)} (runs ${runs.map((r) => r.score.toFixed(0)).join(', ')})` +
        `  ${figures.join('  ')}  CLS ${median(runs.map((r) => r.cls)).toFixed(3)}` +
        `  transferred ${(median(runs.map((r) => r.bytes)) / 1024).toFixed(0)} KB${score >= TARGET ? '' : '  BELOW TARGET'}`,
    )
  }
} finally {
  chrome.kill()
  await site.close()
}
