import { createFileRoute, notFound } from '@tanstack/react-router'
import { SPORT_PAGES, type SportPage } from '../features/sports/pages.ts'
import { SportLobby } from '../features/sports/SportLobby.tsx'

export const Route = createFileRoute('/sport/$game')({
  params: {
    parse: ({ game }) => {
      if (!(SPORT_PAGES as readonly string[]).includes(game)) throw notFound()
      return { game: game as SportPage }
    },
    stringify: ({ game }) => ({ game }),
  },
  component: function Sport() {
    const { game } = Route.useParams()
    return <SportLobby key={game} game={game} />
  },
})
