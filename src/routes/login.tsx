import { createFileRoute, redirect } from '@tanstack/react-router'
import { AuthRoutePage } from '../features/auth/AuthRoutePage.tsx'
import { loadAuthDialogs } from '../features/layout/Deferred.tsx'
import { auth } from '../state/auth.ts'

export const Route = createFileRoute('/login')({
  // The page is its dialog: no moment without it.
  loader: async () => {
    await loadAuthDialogs()
  },
  beforeLoad: () => {
    if (auth.isAuthorized) throw redirect({ to: '/', replace: true })
  },
  component: () => <AuthRoutePage dialog="login" />,
})
