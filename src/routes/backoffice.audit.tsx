import { createFileRoute } from '@tanstack/react-router'
import { AuditPage } from '../features/backoffice/AuditPage.tsx'

export const Route = createFileRoute('/backoffice/audit')({ component: AuditPage })
