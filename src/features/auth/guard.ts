import { redirect } from '@tanstack/react-router'
import { auth } from '../../state/auth.ts'
import { openModal } from '../../state/ui.ts'

/**
 * beforeLoad of guarded pages (spec §2): visitors get the login dialog, over the home page. A
 * preload (the pointer resting on a link) only learns that the page is closed: the dialog waits
 * for the visitor to follow the link.
 */
export function requireAuth({ preload }: { preload: boolean }) {
  if (auth.isAuthorized) return
  if (!preload) openModal('login')
  throw redirect({ to: '/', replace: true })
}
