import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { useSnapshot } from 'valtio'
import { cricket } from '../../state/cricket.ts'
import { bets } from '../../state/sports.ts'
import { loadDrawer } from './Deferred.tsx'
import { useIsWide } from './useIsDesktop.ts'

// The column comes with the drawer's chunk (which holds the slip) and its texts, fetched when the
// dock first shows.
const DockPanel = lazy(() => loadDrawer().then((m) => ({ default: m.DockPanel })))

/**
 * ui.md: at 1200 px and wider the bet slip is docked in the page's right column, always in view
 * beside a sports lobby, as sportsbooks do; narrower screens keep the slip button and its drawer.
 * Elsewhere (home, lottery, account pages) the dock shows once the slip has a pick, and stays on
 * that page after it empties, so a bet placed from home leaves its receipt in view. Pages that
 * never show it never fetch the slip's code: home loads it with its first pick, as the button did.
 */
export function DockedSlip() {
  const wide = useIsWide()
  const path = useRouterState({ select: (s) => s.location.pathname })
  const picks = useSnapshot(bets).betSlipList.length + useSnapshot(cricket).slip.length
  const [keptOn, setKeptOn] = useState<string | null>(null)
  const shown = wide && (path.startsWith('/sport/') || picks > 0 || keptOn === path)
  if (shown && picks > 0 && keptOn !== path) setKeptOn(path)
  return shown ? (
    <Suspense fallback={null}>
      <DockPanel />
    </Suspense>
  ) : null
}
