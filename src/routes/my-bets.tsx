import { createFileRoute } from '@tanstack/react-router'
import { startLoading } from '../app/startLoading.ts'
import { requireAuth } from '../features/auth/guard.ts'
import { firstBetsQuery, isBetGame, MY_BETS_PAGE, myBetsQuery } from '../features/mybets/api.ts'
import { MyBetsPage } from '../features/mybets/MyBetsPage.tsx'
import { loadCatalogs } from '../i18n/index.ts'

// Not zod: route options load with every page. `game` opens My bets on that game's list (a
// receipt's "View in My bets"); given but unknown is undefined, and the page opens on soccer.
function search(raw: Record<string, unknown>): { game?: string } {
  if (!('game' in raw)) return {}
  return { game: typeof raw.game === 'string' && raw.game.length <= 32 ? raw.game : undefined }
}

export const Route = createFileRoute('/my-bets')({
  validateSearch: search,
  beforeLoad: requireAuth,
  loaderDeps: ({ search: { game } }) => ({ game }),
  loader: ({ context: { queryClient }, deps: { game } }) => {
    const first = game && isBetGame(game) ? myBetsQuery(game, -1, 0, MY_BETS_PAGE) : firstBetsQuery
    startLoading(queryClient.ensureQueryData(first))
    return loadCatalogs(['mybets'])
  },
  component: function MyBetsRoute() {
    const { game } = Route.useSearch()
    return <MyBetsPage game={game} />
  },
})
