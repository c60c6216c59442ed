import { createFileRoute } from '@tanstack/react-router'
import { LiveGamesPage } from '../features/games/GamePages.tsx'

export const Route = createFileRoute('/live-games')({ component: LiveGamesPage })
