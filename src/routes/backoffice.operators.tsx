import { createFileRoute } from '@tanstack/react-router'
import { OperatorsPage } from '../features/backoffice/OperatorsPage.tsx'

export const Route = createFileRoute('/backoffice/operators')({ component: OperatorsPage })
