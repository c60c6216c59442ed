import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react'
import { useSnapshot } from 'valtio'
import { ui } from '../../state/ui.ts'

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

const named = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await load() }))

// The shell's panels and dialogs, each its own chunk: none of them is on screen when a page opens.
const RightDrawer = named(() => import('./RightDrawer.tsx').then((m) => m.RightDrawer))
const AuthDialogs = named(() => import('../auth/AuthDialogs.tsx').then((m) => m.AuthDialogs))
const WalletModal = named(() => import('../wallet/WalletModal.tsx').then((m) => m.WalletModal))
const InviteWindow = named(() => import('../invite/InviteWindow.tsx').then((m) => m.InviteWindow))

export function DeferredRightDrawer() {
  const { openedOffCanvas } = useSnapshot(ui)
  return (
    <MountOnce when={openedOffCanvas !== null}>
      <RightDrawer />
    </MountOnce>
  )
}

export function DeferredAuthDialogs({ inviteCode }: { inviteCode?: string }) {
  const { openedModal, isForgotPasswordModalShow } = useSnapshot(ui)
  return (
    <MountOnce when={openedModal === 'login' || openedModal === 'register' || isForgotPasswordModalShow}>
      <AuthDialogs inviteCode={inviteCode} />
    </MountOnce>
  )
}

export function DeferredWalletModal() {
  const { isWalletShow } = useSnapshot(ui)
  return (
    <MountOnce when={isWalletShow}>
      <WalletModal />
    </MountOnce>
  )
}

export function DeferredInviteWindow() {
  const { isInviteWindowShow } = useSnapshot(ui)
  return (
    <MountOnce when={isInviteWindowShow}>
      <InviteWindow />
    </MountOnce>
  )
}
