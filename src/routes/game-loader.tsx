import { createFileRoute } from '@tanstack/react-router'
import { startLoading } from '../app/startLoading.ts'
import { requireAuth } from '../features/auth/guard.ts'
import { liveTablesQuery } from '../features/livegames/api.ts'
import { LiveLoaderPage } from '../features/livegames/LiveLoader.tsx'
import { currentLocale, loadCatalogs } from '../i18n/index.ts'

// Not zod: route options load with every page. Given but invalid is undefined (left out, the
// router would keep the raw value).
function search(raw: Record<string, unknown>): { gameId?: string } {
  if (!('gameId' in raw)) return {}
  const id = raw.gameId
  return { gameId: typeof id === 'string' && id.length <= 64 ? id : undefined }
}

/** A live table in a full frame (a modal on phones); closing returns to the live games (spec §2). */
export const Route = createFileRoute('/game-loader')({
  validateSearch: search,
  beforeLoad: requireAuth,
  loader: ({ context: { queryClient } }) => {
    startLoading(queryClient.ensureQueryData(liveTablesQuery(currentLocale())))
    return loadCatalogs(['games'])
  },
  component: function GameLoader() {
    const { gameId } = Route.useSearch()
    return <LiveLoaderPage gameId={gameId ?? ''} />
  },
})
