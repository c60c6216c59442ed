import { createFileRoute } from '@tanstack/react-router'
import { AgreementPage } from '../features/site/StaticPages.tsx'

export const Route = createFileRoute('/agreement')({ component: AgreementPage })
