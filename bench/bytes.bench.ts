// Bytes per route of the production build: what the page and the route's own chunks make the
// browser fetch before the player can act (JS and CSS), from dist/ alone.
import { HOME_BUDGET_GZIP } from './budget.ts'
import { routeBytes } from './routeBytes.ts'
import { buildSite, DIST_DIR } from './site.ts'

await buildSite()
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const routes = routeBytes(DIST_DIR)
console.log(
  'bytes per route: JS + CSS before interaction (gzip -9 per file; sent = the brotli copies served)',
)
console.log(
  `  ${'route'.padEnd(22)}${'files'.padStart(6)}${'raw'.padStart(10)}${'gzip'.padStart(10)}${'sent'.padStart(10)}   its own, on navigation or intent`,
)
for (const r of routes) {
  console.log(
    `  ${r.path.padEnd(22)}${String(r.files).padStart(6)}${kb(r.raw).padStart(10)}${kb(r.gzip).padStart(10)}${kb(r.sent).padStart(10)}   ${r.own.files} files, ${kb(r.own.gzip)} gzip`,
  )
}
const home = routes.find((r) => r.path === '/')
console.log(
  `  home: ${home ? kb(home.gzip) : '?'} gzip, budget ${kb(HOME_BUDGET_GZIP)} (tests/node/home-bytes.test.ts)`,
)
