import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '../features/backoffice/dashboard/DashboardPage.tsx'

export const Route = createFileRoute('/backoffice/dashboard')({ component: DashboardPage })
