import { createFileRoute } from '@tanstack/react-router'
import { OverviewPage } from '../features/backoffice/OverviewPage.tsx'

export const Route = createFileRoute('/backoffice/')({ component: OverviewPage })
