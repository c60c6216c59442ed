import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../features/auth/guard.ts'
import { MyBetsPage } from '../features/mybets/MyBetsPage.tsx'

export const Route = createFileRoute('/my-bets')({ beforeLoad: requireAuth, component: MyBetsPage })
