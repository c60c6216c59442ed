import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../features/auth/guard.ts'
import { ReportsPage } from '../features/reports/ReportsPage.tsx'
import { loadCatalogs } from '../i18n/index.ts'

export const Route = createFileRoute('/reports')({
  beforeLoad: requireAuth,
  loader: () => loadCatalogs(['account']),
  component: ReportsPage,
})
