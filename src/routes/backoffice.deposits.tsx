import { createFileRoute } from '@tanstack/react-router'
import { DepositsPage } from '../features/backoffice/DepositsPage.tsx'

export const Route = createFileRoute('/backoffice/deposits')({ component: DepositsPage })
