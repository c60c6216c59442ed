import { createFileRoute, notFound } from '@tanstack/react-router'
import { GameListPage, providerBySlug } from '../features/games/GamePages.tsx'

export const Route = createFileRoute('/game/$type')({
  beforeLoad: ({ params }) => {
    if (!providerBySlug(params.type)) throw notFound()
  },
  component: function GameList() {
    const { type } = Route.useParams()
    return <GameListPage type={type} />
  },
})
