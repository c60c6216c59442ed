import { createFileRoute, redirect } from '@tanstack/react-router'
import { AuthRoutePage } from '../app/AuthRoutePage.tsx'
import { auth } from '../state/auth.ts'

export const Route = createFileRoute('/login')({
  beforeLoad: () => {
    if (auth.isAuthorized) throw redirect({ to: '/', replace: true })
  },
  component: () => <AuthRoutePage dialog="login" />,
})
