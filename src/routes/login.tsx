import { createFileRoute, redirect } from '@tanstack/react-router'
import { AuthRoutePage } from '../app/AuthRoutePage.tsx'
import { startLoading } from '../app/startLoading.ts'
import { slideshowQuery } from '../features/home/slideshow.ts'
import { auth } from '../state/auth.ts'

export const Route = createFileRoute('/login')({
  beforeLoad: () => {
    if (auth.isAuthorized) throw redirect({ to: '/', replace: true })
  },
  loader: ({ context: { queryClient } }) => startLoading(queryClient.ensureQueryData(slideshowQuery)),
  component: () => <AuthRoutePage dialog="login" />,
})
