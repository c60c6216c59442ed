import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../features/auth/guard.ts'
import { RewardsPage } from '../features/rewards/RewardsPage.tsx'

export const Route = createFileRoute('/rewards')({ beforeLoad: requireAuth, component: RewardsPage })
