import { createFileRoute, notFound } from '@tanstack/react-router'
import { startLoading } from '../app/startLoading.ts'
import { cricketListQuery } from '../features/sports/cricket/api.ts'
import { SportLobby } from '../features/sports/SportLobby.tsx'
import { loadCatalogs } from '../i18n/index.ts'
import { lobbyQuery } from '../shared/bets/lobby.ts'
import { PAGE_GAMES, SPORT_PAGES, type SportPage } from '../shared/bets/sportPages.ts'

export const Route = createFileRoute('/sport/$game')({
  params: {
    parse: ({ game }) => {
      if (!(SPORT_PAGES as readonly string[]).includes(game)) throw notFound()
      return { game: game as SportPage }
    },
    stringify: ({ game }) => ({ game }),
  },
  loader: ({ params: { game }, context: { queryClient } }) => {
    startLoading(
      ...(game === 'cricket'
        ? [queryClient.ensureQueryData(cricketListQuery('open'))]
        : PAGE_GAMES[game].map((g) => queryClient.ensureQueryData(lobbyQuery(g)))),
    )
    return loadCatalogs(['sports'])
  },
  component: function Sport() {
    const { game } = Route.useParams()
    return <SportLobby key={game} game={game} />
  },
})
