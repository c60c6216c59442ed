import { createFileRoute, notFound } from '@tanstack/react-router'
import { startLoading } from '../app/startLoading.ts'
import { GameListPage, providerBySlug } from '../features/games/GamePages.tsx'
import { availabilityQuery } from '../shared/games/availability.ts'

export const Route = createFileRoute('/game/$type')({
  beforeLoad: ({ params }) => {
    if (!providerBySlug(params.type)) throw notFound()
  },
  loader: ({ context: { queryClient } }) => startLoading(queryClient.ensureQueryData(availabilityQuery)),
  component: function GameList() {
    const { type } = Route.useParams()
    return <GameListPage type={type} />
  },
})
