import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { textCents } from '#engine/index.ts'
import { PanelHeader } from '../../components/PanelHeader/index.tsx'
import { Skeleton } from '../../components/Skeleton/index.tsx'
import { MyBets } from '../../features/mybets/MyBets.tsx'
import { SlipPanel } from '../../features/sports/slip/BetSlip.tsx'
import { useSlipEstimate } from '../../features/sports/slip/estimate.ts'
import { loadCatalogs } from '../../i18n/index.ts'
import { clearCricketSlip } from '../../state/cricket.ts'
import { clearSlip } from '../../state/sports.ts'
import { type OffCanvas, ui } from '../../state/ui.ts'
import dock from './DockedSlip.module.css'
import styles from './RightDrawer.module.css'
import { useIsDesktop, useIsWide } from './useIsDesktop.ts'

// The chat and its texts load when the drawer first shows it, never with the page.
const LazyChat = lazy(() =>
  Promise.all([import('../../features/chat/ChatView.tsx'), loadCatalogs(['account'])]).then(([m]) => ({
    default: m.ChatView,
  })),
)

const close = () => {
  ui.openedOffCanvas = null
}

function Content({ panel }: { panel: Exclude<OffCanvas, null> }) {
  switch (panel) {
    case 'chat':
      return (
        <Suspense fallback={<Skeleton rows={4} />}>
          <LazyChat />
        </Suspense>
      )
    case 'betslip':
      return <SlipPanel />
    case 'mybets':
      return <MyBets />
  }
}

/**
 * The docked slip's column (DockedSlip decides when): its title and the slip, or how to start
 * one, or the last receipt. It lives in the drawer's chunk, which holds the slip already.
 */
export function DockPanel() {
  const { t } = useLingui()
  return (
    <aside className={dock.dock} aria-label={t({ id: 'betslip.title', message: 'Bet slip' })}>
      <h2 className={dock.title}>{t({ id: 'betslip.title', message: 'Bet slip' })}</h2>
      <div className={dock.body}>
        <SlipPanel />
      </div>
    </aside>
  )
}

/** Chat, bet slip and my bets beside the page on desktop; over it on phones. */
export function RightDrawer() {
  const { t } = useLingui()
  const { openedOffCanvas } = useSnapshot(ui)
  const { max: maxEstimatedAmount } = useSlipEstimate()
  const isDesktop = useIsDesktop()
  const isWide = useIsWide()
  const router = useRouter()

  useEffect(() => {
    if (!openedOffCanvas) return
    // Escape belongs to a dialog opened from the drawer (the combination list) while one is open.
    const onKey = (e: KeyboardEvent) =>
      e.key === 'Escape' && !document.querySelector('dialog[open]') && close()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [openedOffCanvas])

  if (!openedOffCanvas) return null
  // At 1200 px and wider the slip is docked beside the page (DockedSlip), never a drawer too.
  if (openedOffCanvas === 'betslip' && isWide) return null
  // Spec §2: on phones the slip is a bottom slide-up panel whose X clears the slip and the query
  // string; its height follows the content once there is a payout to show.
  const phoneSlip = openedOffCanvas === 'betslip' && !isDesktop
  const onClose = phoneSlip
    ? () => {
        clearSlip()
        clearCricketSlip()
        close()
        router.history.replace(router.state.location.pathname)
      }
    : close
  const titles = {
    chat: t({ id: 'chat.title', message: 'Live support' }),
    betslip: t({ id: 'betslip.title', message: 'Bet slip' }),
    mybets: t({ id: 'nav.myBets', message: 'My bets' }),
  }
  return (
    <aside
      className={styles.drawer}
      aria-label={titles[openedOffCanvas]}
      data-panel={openedOffCanvas}
      data-fixed={(phoneSlip && textCents(maxEstimatedAmount) <= 0n) || undefined}
    >
      <PanelHeader title={titles[openedOffCanvas]} onClose={onClose} />
      <div className={styles.body} data-panel={openedOffCanvas}>
        <Content panel={openedOffCanvas} />
      </div>
    </aside>
  )
}
