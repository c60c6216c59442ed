import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { createQueryClient, persistPublicQueries } from './app/queryClient.ts'
import { createAppRouter } from './app/router.ts'
import { changeLocale, initialLocale } from './i18n/index.ts'
import { registerServiceWorker } from './pwa/register.ts'
import './styles/global.css'

const queryClient = createQueryClient()
const persistence = persistPublicQueries(queryClient)
const router = createAppRouter(queryClient)

// English is the fallback of every catalog: if the chosen one fails to load, English still works.
// Started first, so the first page's loader asks for its catalog in this language.
// A catalog that failed to arrive once is asked for again before English stands in.
// Booting only reads the player's choice, never writes it: a language picked in another tab (or
// by a test) while this page's catalog loads would otherwise be replaced by the one this page
// started with, and the next visit would open in the wrong language.
const chosen = initialLocale()
const language = changeLocale(chosen, { remember: false })
  .catch(() => changeLocale(chosen, { remember: false }))
  .catch(() => changeLocale('en', { remember: false }))
// The first page's code and catalog start loading beside the boot catalog, not after it: one
// round trip less before anything shows. RouterProvider then waits for this load.
// The first page's loaders take what the device kept before asking the network, so offline the
// last lobby or bets show at once (bounded: a slow disk must not hold the page back).
await Promise.race([persistence.loaded.catch(() => undefined), new Promise((r) => setTimeout(r, 300))])
router.load().catch(console.error)
await language

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
)

registerServiceWorker()
