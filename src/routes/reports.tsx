import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../features/auth/guard.ts'
import { ReportsPage } from '../features/reports/ReportsPage.tsx'

export const Route = createFileRoute('/reports')({ beforeLoad: requireAuth, component: ReportsPage })
