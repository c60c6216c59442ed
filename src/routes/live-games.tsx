import { createFileRoute } from '@tanstack/react-router'
import { startLoading } from '../app/startLoading.ts'
import { liveTablesQuery } from '../features/livegames/api.ts'
import { LiveLobbyPage } from '../features/livegames/LiveLobby.tsx'
import { currentLocale, loadCatalogs } from '../i18n/index.ts'

export const Route = createFileRoute('/live-games')({
  loader: ({ context: { queryClient } }) => {
    startLoading(queryClient.ensureQueryData(liveTablesQuery(currentLocale())))
    return loadCatalogs(['games'])
  },
  component: LiveLobbyPage,
})
