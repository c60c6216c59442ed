// The engine through its Web Worker in Debian's Chromium: the numbers a player's phone would see.
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'
import { createServer } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const server = await createServer({
  root,
  configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
  logLevel: 'error',
  server: { port: 0, host: '127.0.0.1' },
})
await server.listen()
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage()
  await page.goto(`${server.resolvedUrls?.local[0]}bench/worker/index.html`)
  const r = (await page.evaluate(
    () => (window as unknown as { benchResult: Promise<unknown> }).benchResult,
  )) as {
    estimateMedianMs: number
    streamRows: number
    streamMs: number
    rowsPerSecond: number
    firstBatchMs: number
  }
  console.log('engine worker in Chromium (round trips through the Comlink bridge)')
  console.log(
    `  estimateSlip bd 15×3 strings 1..15: median ${r.estimateMedianMs.toFixed(3)} ms (target ≤ 1 ms in the engine)`,
  )
  console.log(
    `  stream ${r.streamRows.toLocaleString('en')} rows: ${r.streamMs.toFixed(0)} ms, ${(r.rowsPerSecond / 1e6).toFixed(2)} M rows/s (target ≥ 5), first batch ${r.firstBatchMs.toFixed(1)} ms (target < 50)`,
  )
} finally {
  await browser.close()
  await server.close()
}
