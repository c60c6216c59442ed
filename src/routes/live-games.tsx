import { createFileRoute } from '@tanstack/react-router'
import { startLoading } from '../app/startLoading.ts'
import { LiveGamesPage } from '../features/games/GamePages.tsx'
import { loadCatalogs } from '../i18n/index.ts'
import { availabilityQuery } from '../shared/games/availability.ts'

export const Route = createFileRoute('/live-games')({
  loader: ({ context: { queryClient } }) => {
    startLoading(queryClient.ensureQueryData(availabilityQuery))
    return loadCatalogs(['games'])
  },
  component: LiveGamesPage,
})
