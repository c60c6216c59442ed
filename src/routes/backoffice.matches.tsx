import { createFileRoute } from '@tanstack/react-router'
import { MatchesPage } from '../features/backoffice/matches/MatchesPage.tsx'

export const Route = createFileRoute('/backoffice/matches')({ component: MatchesPage })
