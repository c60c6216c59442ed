import { Trans } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { lazy, type ReactNode, Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { Toast } from '../../components/Toast/index.tsx'
import { SlipButton } from '../../features/sports/slip/SlipButton.tsx'
import { useWalletSocket } from '../../features/wallet/useWalletSocket.ts'
import { loadCatalogs } from '../../i18n/index.ts'
import { pwa } from '../../pwa/register.ts'
import { useAppBadge } from '../../shared/notices/queries.ts'
import { auth } from '../../state/auth.ts'
import { connection } from '../../state/connection.ts'
import { AnnouncementGate } from './AnnouncementGate.tsx'
import { BottomNav } from './BottomNav.tsx'
import {
  DeferredAuthDialogs,
  DeferredInviteWindow,
  DeferredRightDrawer,
  DeferredWalletModal,
} from './Deferred.tsx'
import { DockedSlip } from './DockedSlip.tsx'
import { Header } from './Header.tsx'
import styles from './Layout.module.css'
import { MobileDrawer } from './MobileDrawer.tsx'
import { Sidebar } from './Sidebar.tsx'
import { useQuerySwitches } from './useQuerySwitches.ts'

/** Fetched the first time the site goes offline (its chunk and texts are precached by then). */
const OfflineBanner = lazy(() =>
  Promise.all([import('../../features/offline/OfflineBanner.tsx'), loadCatalogs(['account'])]).then(
    ([m]) => ({
      default: m.OfflineBanner,
    }),
  ),
)

/**
 * Below every page's content: the player can act before it arrives, so it is not part of the
 * first load (home's budget, tests/node/home-bytes.test.ts).
 */
const Footer = lazy(() => import('./Footer.tsx').then((m) => ({ default: m.Footer })))

/** Its code arrives only when a new version is waiting: most visits never show it. */
const UpdatePrompt = lazy(() =>
  import('../../pwa/UpdatePrompt.tsx').then((m) => ({ default: m.UpdatePrompt })),
)

/** The root layout of spec §2: header, sidebar, content and footer, drawers, dialogs and the toast. */
export function Layout({ children }: { children: ReactNode }) {
  useQuerySwitches()
  useWalletSocket()
  useAppBadge()
  const { isAuthorized, inviteCode } = useSnapshot(auth)
  const { offline } = useSnapshot(connection)
  const { updateReady } = useSnapshot(pwa)
  // A lottery page docks its own ticket where the slip's bar sits: the sports slip keeps its
  // picks and comes back on any other page, rather than covering the ticket.
  const onLottery = useRouterState({ select: (s) => s.location.pathname.startsWith('/lottery') })
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        <Trans id="skipToContent">Skip to content</Trans>
      </a>
      <Header />
      <div className={styles.body}>
        <Sidebar />
        <div className={styles.column}>
          {offline ? (
            <Suspense fallback={null}>
              <OfflineBanner />
            </Suspense>
          ) : null}
          <main id="main" className={styles.main} tabIndex={-1}>
            {children}
          </main>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        </div>
        <DockedSlip />
      </div>
      <DeferredRightDrawer />
      {onLottery ? null : <SlipButton />}
      <BottomNav />
      <MobileDrawer />
      <DeferredAuthDialogs inviteCode={inviteCode ?? undefined} />
      {isAuthorized ? (
        <>
          <DeferredWalletModal />
          <DeferredInviteWindow />
        </>
      ) : null}
      <AnnouncementGate />
      <Toast />
      {updateReady ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </div>
  )
}
