import { createFileRoute, notFound } from '@tanstack/react-router'
import { startLoading } from '../app/startLoading.ts'
import { requireAuth } from '../features/auth/guard.ts'
import { GamePlayPage } from '../features/games/GamePlay.tsx'
import { loadCatalogs } from '../i18n/index.ts'
import { availabilityQuery } from '../shared/games/availability.ts'
import { providerBySlug } from '../shared/games/catalog.ts'

export const Route = createFileRoute('/game/play/$type/$id')({
  beforeLoad: ({ params, preload }) => {
    if (!providerBySlug(params.type)) throw notFound()
    requireAuth({ preload })
  },
  loader: ({ context: { queryClient } }) => {
    startLoading(queryClient.ensureQueryData(availabilityQuery))
    return loadCatalogs(['games'])
  },
  component: function GamePlay() {
    const { type, id } = Route.useParams()
    return <GamePlayPage type={type} id={id} />
  },
})
