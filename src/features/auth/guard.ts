import { redirect } from '@tanstack/react-router'
import { auth } from '../../state/auth.ts'
import { openModal } from '../../state/ui.ts'

/** beforeLoad of guarded pages (spec §2): visitors get the login dialog, over the home page. */
export function requireAuth() {
  if (auth.isAuthorized) return
  openModal('login')
  throw redirect({ to: '/', replace: true })
}
