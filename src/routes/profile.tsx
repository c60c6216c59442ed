import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../features/auth/guard.ts'
import { ProfilePage } from '../features/profile/ProfilePage.tsx'

export const Route = createFileRoute('/profile')({ beforeLoad: requireAuth, component: ProfilePage })
