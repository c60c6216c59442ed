import { createFileRoute } from '@tanstack/react-router'
import { BackofficeLayout } from '../features/backoffice/BackofficeLayout.tsx'

// The operators' console: its own frame and sign-in, code split from the player's site.
export const Route = createFileRoute('/backoffice')({ component: BackofficeLayout })
