import { lazy, Suspense } from 'react'
import type { AdPlacement } from '#contract/notices.ts'

// The banner, its query and its styles load after the page's first render: they weigh nothing on
// the first load of the page that shows them (home's budget, tests/node/home-bytes.test.ts).
const AdBanner = lazy(() => import('./AdBanner.tsx'))

/**
 * Marketing's ad for this placement (GET ad), or nothing when it is off or absent. Put it below the
 * page's first content: it arrives after the page and must not push what the player is reading.
 * `spaced` gives it room above where the parent does not (a grid's gap does).
 */
export function AdSlot({ placement, spaced = true }: { placement: AdPlacement; spaced?: boolean }) {
  return (
    <Suspense fallback={null}>
      <AdBanner placement={placement} spaced={spaced} />
    </Suspense>
  )
}
