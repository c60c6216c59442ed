import { createFileRoute } from '@tanstack/react-router'
import { BackofficePages } from '../features/backoffice/BackofficePages.tsx'

// Every console page but the overview: one route, so the player's bundle carries one entry.
export const Route = createFileRoute('/backoffice/$')({ component: BackofficePages })
