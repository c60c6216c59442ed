import { createFileRoute } from '@tanstack/react-router'
import { GamesPage } from '../features/backoffice/GamesPage.tsx'

export const Route = createFileRoute('/backoffice/games')({ component: GamesPage })
