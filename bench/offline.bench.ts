// Offline reading: a day of normal use on the built site, then the network goes away (the server
// stops, so the page and the service worker both fail) and each screen is opened again. Prints
// what each shows and how long it took, and the bytes the site keeps in IndexedDB.
import { chromium, type Page } from 'playwright'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts'
import { serveSite } from './site.ts'

const site = await serveSite()
// The day's matches and draws, as the server's timer would have made them.
await site.app.jobs.sportsTick()
await site.app.jobs.drawTick()
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
const page = await context.newPage()
const url = (path: string) => `${site.origin}${path}`

// A player who plays: registered, funded, one racing ticket.
const account = `bench${Date.now().toString(36)}`
const reg = await (
  await page.request.post(url('/sports/reg'), { data: { account, password: 'Secret123' } })
).json()
const tokens = reg.data as { token: string; fresh_token: string; user_id: number }
const auth = { authorization: `Bearer ${tokens.token}` }
await page.request.post(url('/sports/recharge'), {
  headers: { ...auth, 'idempotency-key': `fund-${account}` },
  data: {
    channel_id: 5,
    amount: '100',
    card: { name: 'Bench Player', number: '4242424242424242', expiry: '12/30', cvv: '123' },
  },
})
const { next } = (await (await page.request.get(url('/sports/pk10/last'))).json()).data
await page.request.post(url('/sports/pk10/bet'), {
  headers: { ...auth, 'idempotency-key': `bet-${account}` },
  data: {
    match_id: next.match_id,
    items: [{ bet: { type: 'twoSide', position: 1, side: 'odd' }, amount: '2' }],
  },
})
await page.goto(site.origin)
await page.evaluate((t) => {
  localStorage.setItem('token', t.token)
  localStorage.setItem('fresh_token', t.fresh_token)
  localStorage.setItem('uid', String(t.user_id))
}, tokens)
await page.evaluate(() => navigator.serviceWorker.ready)
await page.reload()

/** The day: every reading screen, each sport's results, each draw game, my bets per game, the profile. */
const DAY = [
  '/',
  '/sport/soccer',
  '/sport/basketball',
  '/sport/bd',
  '/sport/cricket',
  '/lottery/mark-six',
  '/lottery/pk10',
  '/lottery/airship',
  '/game',
  '/my-bets',
  '/profile',
]
for (const path of DAY) {
  await page.goto(url(path))
  await page.locator('footer').waitFor()
  await page.waitForLoadState('networkidle')
  const results = page.getByRole('tab', { name: 'Results' })
  if (await results.count()) {
    await results.click()
    await page.waitForLoadState('networkidle')
  }
  if (path === '/my-bets') {
    for (const game of ['PK10', 'Basketball', 'Hong Kong Mark Six']) {
      const tab = page.getByRole('button', { name: game, exact: true })
      if (await tab.count()) {
        await tab.first().click()
        await page.waitForLoadState('networkidle')
      }
    }
  }
}
// The query cache is written as answers change; a moment for the last one.
await page.waitForTimeout(1500)

const stored = await page.evaluate(async () => {
  const sizes: Record<string, { entries: number; bytes: number }> = {}
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name)
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    for (const store of Array.from(db.objectStoreNames)) {
      const values = await new Promise<unknown[]>((resolve, reject) => {
        const all = db.transaction(store).objectStore(store).getAll()
        all.onsuccess = () => resolve(all.result)
        all.onerror = () => reject(all.error)
      })
      const bytes = values.reduce<number>(
        (sum, v) => sum + new TextEncoder().encode(typeof v === 'string' ? v : JSON.stringify(v)).length,
        0,
      )
      sizes[`${name}/${store}`] = { entries: values.length, bytes }
    }
    db.close()
  }
  let cacheBytes = 0
  let cacheEntries = 0
  for (const cacheName of await caches.keys()) {
    const cache = await caches.open(cacheName)
    for (const request of await cache.keys()) {
      cacheBytes += (await (await cache.match(request))?.arrayBuffer())?.byteLength ?? 0
      cacheEntries++
    }
  }
  return { sizes, cacheBytes, cacheEntries }
})

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
console.log(`after a day of normal use (${DAY.length} screens, results tabs, my bets of 3 games):`)
let total = 0
for (const [store, { entries, bytes }] of Object.entries(stored.sizes)) {
  total += bytes
  console.log(
    `  IndexedDB ${store.padEnd(28)} ${String(entries).padStart(4)} entries ${kb(bytes).padStart(10)}`,
  )
}
console.log(`  IndexedDB total${' '.repeat(36)}${kb(total).padStart(10)} (values as JSON text)`)
console.log(
  `  Cache Storage (the precached app)    ${String(stored.cacheEntries).padStart(4)} files   ${kb(stored.cacheBytes).padStart(10)}`,
)

// The network goes: the server stops listening and drops its open connections.
site.app.server.close()
site.app.server.closeAllConnections()

/** What an offline screen shows: the banner's age line, the page title and how much is listed. */
async function shows(p: Page) {
  const age = (await p.getByTestId('offline-age').innerText()).trim()
  const title = (
    await p
      .locator('main h1')
      .first()
      .innerText()
      .catch(() => 'home')
  ).trim()
  const odds = await p.locator('main button[aria-pressed]:has(span.tabular)').count()
  const items = await p.locator('main li, main article, main tr').count()
  const balls = await p.locator('main [class*="_ball"]').count()
  return `${title}: ${odds ? `${odds} odds (last known), ` : ''}${balls ? `${balls} balls, ` : ''}${items} items; "${age}"`
}

console.log('offline second visit (server gone; page load → banner and content):')
const SCREENS: [string, string][] = [
  ['/', 'footer'],
  ['/sport/soccer', 'main button[aria-pressed]'],
  ['/lottery/mark-six', 'main h1'],
  ['/lottery/pk10', 'main h1'],
  ['/game', 'main h1'],
  ['/my-bets', 'main h1'],
  ['/profile', 'main h1'],
]
for (const [path, content] of SCREENS) {
  const start = performance.now()
  await page.goto(url(path))
  await page.getByTestId('offline-age').waitFor()
  await page.locator(content).first().waitFor()
  if (path === '/my-bets') {
    await page.getByRole('button', { name: 'PK10', exact: true }).click()
    await page.locator('main li, main tr').first().waitFor()
  }
  const ms = performance.now() - start
  console.log(`  ${path.padEnd(20)} ${`${ms.toFixed(0)} ms`.padStart(8)}   ${await shows(page)}`)
}

await browser.close()
await site.close()
