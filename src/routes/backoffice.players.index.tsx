import { createFileRoute } from '@tanstack/react-router'
import { PlayersPage } from '../features/backoffice/players/PlayersPage.tsx'

export const Route = createFileRoute('/backoffice/players/')({ component: PlayersPage })
