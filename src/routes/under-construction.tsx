import { createFileRoute } from '@tanstack/react-router'
import { UnderConstructionPage } from '../features/site/StaticPages.tsx'

export const Route = createFileRoute('/under-construction')({ component: UnderConstructionPage })
