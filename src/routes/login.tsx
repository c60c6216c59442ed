import { createFileRoute, redirect } from '@tanstack/react-router'
import { AuthRoutePage } from '../app/AuthRoutePage.tsx'
import { loadAuthDialogs } from '../app/shell/Deferred.tsx'
import { startLoading } from '../app/startLoading.ts'
import { slideshowQuery } from '../features/home/slideshow.ts'
import { auth } from '../state/auth.ts'

export const Route = createFileRoute('/login')({
  beforeLoad: () => {
    if (auth.isAuthorized) throw redirect({ to: '/', replace: true })
  },
  // The page is its dialog: no moment without it. The home page under it starts its slides.
  loader: async ({ context: { queryClient } }) => {
    startLoading(queryClient.ensureQueryData(slideshowQuery))
    await loadAuthDialogs()
  },
  component: () => <AuthRoutePage dialog="login" />,
})
