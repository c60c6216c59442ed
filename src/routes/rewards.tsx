import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../features/auth/guard.ts'
import { RewardsPage } from '../features/rewards/RewardsPage.tsx'
import { loadCatalogs } from '../i18n/index.ts'

export const Route = createFileRoute('/rewards')({
  beforeLoad: requireAuth,
  loader: () => loadCatalogs(['account']),
  component: RewardsPage,
})
