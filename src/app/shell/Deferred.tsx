import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react'
import { type Snapshot, useSnapshot } from 'valtio'
import { loadCatalogs } from '../../i18n/index.ts'
import { type UiState, ui } from '../../state/ui.ts'

/**
 * Renders `children` from the first moment `when` holds and keeps them mounted afterwards, so the
 * code of a closed panel is fetched only when a player first opens it, and a panel closing later
 * still plays its closing animation.
 */
function MountOnce({ when, children }: { when: boolean; children: ReactNode }) {
  const [seen, setSeen] = useState(when)
  if (when && !seen) setSeen(true)
  return seen || when ? <Suspense fallback={null}>{children}</Suspense> : null
}

/** A panel in its own chunk, mounted from the first time the UI store opens it. */
function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  opened: (state: Snapshot<UiState>) => boolean,
) {
  const Panel = lazy(async () => ({ default: await load() }))
  return function Deferred(props: P) {
    const state = useSnapshot(ui)
    return (
      <MountOnce when={opened(state)}>
        <Panel {...props} />
      </MountOnce>
    )
  }
}

/** The drawer's chunk and the texts of the slip and my bets it shows, together. */
export const loadDrawer = () =>
  Promise.all([import('./RightDrawer.tsx'), loadCatalogs(['sports', 'mybets'])]).then(([m]) => m)

// The shell's drawer and dialogs: none of them is on screen when a page opens. Each shows once its
// code and its catalog are in, so no dialog flashes raw message ids.
export const DeferredRightDrawer = deferred(
  () => loadDrawer().then((m) => m.RightDrawer),
  (s) => s.openedOffCanvas !== null,
)
/** The sign-in and register dialogs: /login and /registration, which open them at once, load them. */
export const loadAuthDialogs = () => import('../../features/auth/AuthDialogs.tsx')
export const DeferredAuthDialogs = deferred(
  () => loadAuthDialogs().then((m) => m.AuthDialogs),
  (s) => s.openedModal === 'login' || s.openedModal === 'register' || s.isForgotPasswordModalShow,
)
export const DeferredWalletModal = deferred(
  () =>
    Promise.all([import('../../features/wallet/WalletModal.tsx'), loadCatalogs(['wallet'])]).then(
      ([m]) => m.WalletModal,
    ),
  (s) => s.isWalletShow,
)
export const DeferredInviteWindow = deferred(
  () =>
    Promise.all([import('../../features/invite/InviteWindow.tsx'), loadCatalogs(['account'])]).then(
      ([m]) => m.InviteWindow,
    ),
  (s) => s.isInviteWindowShow,
)
