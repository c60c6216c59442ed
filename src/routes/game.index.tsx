import { createFileRoute } from '@tanstack/react-router'
import { startLoading } from '../app/startLoading.ts'
import { GameLobbyPage } from '../features/games/GameLobby.tsx'
import { loadCatalogs } from '../i18n/index.ts'
import { availabilityQuery } from '../shared/games/availability.ts'

export const Route = createFileRoute('/game/')({
  loader: ({ context: { queryClient } }) => {
    startLoading(queryClient.ensureQueryData(availabilityQuery))
    return loadCatalogs(['games'])
  },
  component: GameLobbyPage,
})
