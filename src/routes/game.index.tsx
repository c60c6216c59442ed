import { createFileRoute } from '@tanstack/react-router'
import { GameLobbyPage } from '../features/games/GamePages.tsx'

export const Route = createFileRoute('/game/')({ component: GameLobbyPage })
