// Lighthouse mobile performance (its default: a mid-range phone on slow 4G, simulated) on the built
// site served by the real server, in Debian's Chromium. Machine-speed dependent: the bench only
// prints it, CI never asserts it (the byte budget is CI's check).
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
  console.log(
    `Lighthouse ${RUNS}× mobile on the built site (median per figure; target performance ≥ ${TARGET})`,
  )
  for (const page of PAGES) {
    const runs: { score: number; ms: number[]; cls: number; bytes: number }[] = []
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${site.origin}${page}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
      })
      const lhr = result?.lhr
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${page}`)
      if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
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
