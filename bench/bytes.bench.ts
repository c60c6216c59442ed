// Bytes per route of the production build: what the page and the route's own chunks make the
// browser fetch before the player can act (JS and CSS, raw and gzip -9), from dist/ alone.
import { HOME_BUDGET_GZIP } from './budget.ts'
import { routeBytes } from './routeBytes.ts'
import { buildSite, DIST_DIR } from './site.ts'

await buildSite()
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const routes = routeBytes(DIST_DIR)
console.log('bytes per route (JS + CSS before interaction; "own" = fetched on navigation or intent)')
console.log(`  ${'route'.padEnd(24)}${'files'.padStart(6)}${'raw'.padStart(11)}${'gzip'.padStart(11)}   own`)
for (const r of routes) {
  console.log(
    `  ${r.path.padEnd(24)}${String(r.files).padStart(6)}${kb(r.raw).padStart(11)}${kb(r.gzip).padStart(11)}   ${r.ownFiles} files, ${kb(r.ownGzip)} gzip`,
  )
}
const home = routes.find((r) => r.path === '/')
console.log(`  home: ${home ? kb(home.gzip) : '?'} gzip (budget ${kb(HOME_BUDGET_GZIP)}, asserted in CI)`)
