import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../features/backoffice/content/ContentPage.tsx'

export const Route = createFileRoute('/backoffice/content')({ component: ContentPage })
