import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../features/auth/guard.ts'
import { ProfilePage } from '../features/profile/ProfilePage.tsx'
import { loadCatalogs } from '../i18n/index.ts'

export const Route = createFileRoute('/profile')({
  beforeLoad: requireAuth,
  loader: () => loadCatalogs(['account']),
  component: ProfilePage,
})
