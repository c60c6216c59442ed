import { createFileRoute, notFound } from '@tanstack/react-router'
import { requireAuth } from '../features/auth/guard.ts'
import { GamePlayPage, providerBySlug } from '../features/games/GamePages.tsx'

export const Route = createFileRoute('/game/play/$type/$id')({
  beforeLoad: ({ params }) => {
    if (!providerBySlug(params.type)) throw notFound()
    requireAuth()
  },
  component: function GamePlay() {
    const { type, id } = Route.useParams()
    return <GamePlayPage type={type} id={id} />
  },
})
