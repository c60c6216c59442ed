import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { startLoading } from '../app/startLoading.ts'
import { GameListPage } from '../features/games/GameList.tsx'
import { loadCatalogs } from '../i18n/index.ts'
import { availabilityQuery } from '../shared/games/availability.ts'
import { LEGACY_SLUGS, providerBySlug } from '../shared/games/catalog.ts'

export const Route = createFileRoute('/game/$type')({
  beforeLoad: ({ params }) => {
    const key = LEGACY_SLUGS[params.type]
    if (key) throw redirect({ to: '/game/$type', params: { type: key }, replace: true })
    if (!providerBySlug(params.type)) throw notFound()
  },
  loader: ({ context: { queryClient } }) => {
    startLoading(queryClient.ensureQueryData(availabilityQuery))
    return loadCatalogs(['games'])
  },
  component: function GameList() {
    const { type } = Route.useParams()
    return <GameListPage type={type} />
  },
})
